import React from "react"
import styled from "styled-components"
import { CardHeader, CardShell, CardTitle } from "../CardShell"
import { DemoForm } from "../DemoForm"
import { Field } from "../Field"
import { Button } from "../Button"
import { theme } from "../../../site/theme"

export type Account = Pick<
  Queries.DemoAccount,
  "username" | "email" | "firstName" | "lastName" | "address" | "city" | "country" | "postalCode" | "aboutMe"
>

const Body = styled.div`
  padding: 0 ${theme.space(6)} ${theme.space(6)};
  background: ${theme.colors.background};
  border-bottom-left-radius: ${theme.radius.card};
  border-bottom-right-radius: ${theme.radius.card};
`

const Section = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${theme.space(6)} 0 0;
  border: 0;
  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
  /* The legend floats (so it lays out like a heading); what follows starts below it. */
  > div {
    clear: both;
  }

  legend {
    float: left;
    width: 100%;
    margin-bottom: ${theme.space(4)};
    font-size: 0.875rem;
    font-weight: 700;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
`

const Grid = styled.div`
  display: grid;
  column-gap: ${theme.space(4)};
  ${theme.up("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const ThreeColumns = styled(Grid)`
  ${theme.up("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Wide = styled(Field)`
  grid-column: 1 / -1;
`

/** The demo account form, prefilled with sample values; saving it only says it is a demonstration. */
export function CardSettings({ account }: { account: Account }) {
  return (
    <CardShell aria-labelledby="my-account-title">
      <DemoForm message="This is a demonstration page: nothing was saved or sent.">
        <CardHeader>
          <CardTitle id="my-account-title">My account</CardTitle>
          <Button type="submit">Save</Button>
        </CardHeader>
        <Body>
          <Section>
            <legend>User Information</legend>
            <Grid>
              <Field label="Username" defaultValue={account.username} autoComplete="username" />
              <Field label="Email address" type="email" defaultValue={account.email} autoComplete="email" />
              <Field label="First Name" defaultValue={account.firstName} autoComplete="given-name" />
              <Field label="Last Name" defaultValue={account.lastName} autoComplete="family-name" />
            </Grid>
          </Section>
          <Section>
            <legend>Contact Information</legend>
            <ThreeColumns>
              <Wide label="Address" defaultValue={account.address} autoComplete="street-address" />
              <Field label="City" defaultValue={account.city} autoComplete="address-level2" />
              <Field label="Country" defaultValue={account.country} autoComplete="country-name" />
              <Field label="Postal Code" defaultValue={account.postalCode} autoComplete="postal-code" />
            </ThreeColumns>
          </Section>
          <Section>
            <legend>About Me</legend>
            <Field label="About me" multiline defaultValue={account.aboutMe} />
          </Section>
        </Body>
      </DemoForm>
    </CardShell>
  )
}
