import React from "react"
import styled from "styled-components"
import { DemoForm } from "../DemoForm"
import { Button } from "../Button"
import { GithubIcon } from "../../../site/components/Icons"
import { GoogleIcon } from "../AdminIcons"
import { theme } from "../../../site/theme"

const Card = styled.div`
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.card};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.raised};
  text-align: left;

  h1 {
    font-size: 1.25rem;
    text-align: center;
  }
`

const Small = styled.p`
  margin: ${theme.space(2)} 0 ${theme.space(3)};
  font-size: 0.875rem;
  font-weight: 700;
  text-align: center;
  color: ${theme.colors.muted};
`

const Providers = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space(3)};
  padding-bottom: ${theme.space(6)};
  margin-bottom: ${theme.space(2)};
  border-bottom: 1px solid ${theme.colors.border};
`

interface AuthCardProps {
  /** The page heading, e.g. "Sign in". */
  title: string
  /** "Sign in with" / "Sign up with", above the provider buttons. */
  providersLead: string
  /** "Or sign in with credentials". */
  credentialsLead: string
  children: React.ReactNode
}

/**
 * The sign-in and sign-up card. The provider buttons submit the same demo form, so every button on
 * it ends the same honest way: nothing is sent, and the page says so.
 */
export function AuthCard({ title, providersLead, credentialsLead, children }: AuthCardProps) {
  return (
    <Card>
      <h1>{title}</h1>
      <DemoForm label={title}>
        <Small>{providersLead}</Small>
        <Providers>
          <Button type="submit" $variant="light">
            <GithubIcon size={18} />
            GitHub
          </Button>
          <Button type="submit" $variant="light">
            <GoogleIcon size={18} />
            Google
          </Button>
        </Providers>
        <Small>{credentialsLead}</Small>
        {children}
      </DemoForm>
    </Card>
  )
}
