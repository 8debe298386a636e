import React from "react"
import { graphql, HeadFC } from "gatsby"
import type { PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../../site/layouts/PublicLayout"
import { Seo } from "../../site/components/Seo"
import { cardSurface } from "../../site/components/Card"
import { DemoNote } from "../components/DemoNote"
import { VisuallyHidden } from "../../site/components/VisuallyHidden"
import { DemoForm } from "../components/DemoForm"
import { Field } from "../components/Field"
import { Button } from "../components/Button"
import { InitialsAvatar } from "../components/InitialsAvatar"
import { IconProps } from "../../site/components/Icons/SvgIcon"
import { AwardIcon, FingerprintIcon, RefreshIcon } from "../components/AdminIcons"
import { theme } from "../../site/theme"
import { accentColor } from "../theme"
import { demoScreens } from "../screens"

const featureIcons: Record<string, (props: IconProps) => React.ReactElement> = {
  award: AwardIcon,
  refresh: RefreshIcon,
  fingerprint: FingerprintIcon,
}

const Hero = styled.header`
  margin: 0 0 ${theme.space(10)};
  padding: ${theme.space(12)} ${theme.space(6)};
  border-radius: ${theme.radius.card};
  background: linear-gradient(135deg, ${theme.colors.dark}, ${theme.colors.primaryDark});
  color: ${theme.colors.onDark};
  text-align: center;

  h1 {
    font-size: clamp(1.75rem, 6vw, 3rem);
  }
  p {
    max-width: 640px;
    margin: 0 auto ${theme.space(4)};
    font-size: 1.125rem;
  }
`

const Section = styled.section`
  margin-bottom: ${theme.space(12)};
  h2 {
    text-align: center;
    font-size: 1.75rem;
  }
`

const Lead = styled.p`
  max-width: 640px;
  margin: 0 auto ${theme.space(8)};
  text-align: center;
  color: ${theme.colors.muted};
`

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ $columns }) => `${theme.up("md")} { grid-template-columns: repeat(${$columns}, minmax(0, 1fr)); }`}
`

const Card = styled.li`
  ${cardSurface}
  padding: ${theme.space(6)};

  h3 {
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`

const IconCircle = styled.span<{ $accent: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.avatar}px;
  height: ${theme.sizes.avatar}px;
  margin-bottom: ${theme.space(4)};
  border-radius: ${theme.radius.round};
  background: ${({ $accent }) => accentColor($accent, theme.colors.primary)};
  color: ${theme.colors.onDark};
`

const Person = styled(Card)`
  text-align: center;
  h3 {
    margin: ${theme.space(4)} 0 ${theme.space(1)};
  }
`

const ContactCard = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius.card};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.raised};
  h2 {
    text-align: left;
    font-size: 1.5rem;
  }
`

const ContactText = styled.p`
  color: ${theme.colors.muted};
`

/** Diameter of the team's initials avatars, larger than the navbar's. */
const personAvatarSize = 96

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const landing = data.demoLanding
  if (!landing) return null
  return (
    <PublicLayout notices={false} hydrate="near">
      <Hero>
        <h1>{landing.hero.title}</h1>
        <p>{landing.hero.text}</p>
        <DemoNote />
      </Hero>

      <Section aria-labelledby="features-title">
        <VisuallyHidden as="h2" id="features-title">
          Features
        </VisuallyHidden>
        <Grid $columns={3}>
          {landing.features.map(feature => {
            const Icon = featureIcons[feature.icon] ?? AwardIcon
            return (
              <Card key={feature.title}>
                <IconCircle $accent={feature.color}>
                  <Icon />
                </IconCircle>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Card>
            )
          })}
        </Grid>
      </Section>

      <Section aria-labelledby="team-title">
        <h2 id="team-title">{landing.team.title}</h2>
        <Lead>{landing.team.text}</Lead>
        <Grid $columns={4}>
          {landing.people.map(person => (
            <Person key={person.name}>
              <InitialsAvatar name={person.name} size={personAvatarSize} />
              <h3>{person.name}</h3>
              <p>{person.role}</p>
            </Person>
          ))}
        </Grid>
      </Section>

      <Section aria-labelledby="contact-title">
        <ContactCard>
          <h2 id="contact-title">{landing.contact.title}</h2>
          <ContactText>{landing.contact.text}</ContactText>
          <DemoForm label={landing.contact.title} message={landing.contact.sent}>
            <Field label="Full Name" placeholder="Full Name" autoComplete="name" />
            <Field label="Email" type="email" placeholder="Email" autoComplete="email" />
            <Field label="Message" multiline placeholder="Type a message..." />
            <Button type="submit" $variant="dark">
              Send Message
            </Button>
          </DemoForm>
        </ContactCard>
      </Section>
    </PublicLayout>
  )
}

export const query = graphql`
  query LandingPage {
    demoLanding {
      description
      hero {
        title
        text
      }
      features {
        title
        text
        icon
        color
      }
      team {
        title
        text
      }
      people {
        name
        role
      }
      contact {
        title
        text
        sent
      }
    }
  }
`

// Demonstration pages, but public ones: indexed like the rest of the site (only /admin and /auth are hidden).
export const Head: HeadFC<Queries.LandingPageQuery> = ({ data }) => (
  <Seo title="Landing" description={data.demoLanding?.description} path={demoScreens.landing.path} />
)
