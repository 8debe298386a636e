import React from "react"
import { HeadFC, Link } from "gatsby"
import styled from "styled-components"
import { AuthLayout } from "../../layouts/AuthLayout"
import { Seo } from "../../../site/components/Seo"
import { AuthCard } from "../../components/AuthCard"
import { Field } from "../../components/Field"
import { Checkbox } from "../../components/Checkbox"
import { Button } from "../../components/Button"
import { theme } from "../../../site/theme"
import { demoScreens, isPrivateScreen } from "../../screens"

const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.touchTarget}px;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colors.onDark};
    font-size: 0.875rem;
    cursor: pointer;
    text-decoration: underline;
  }
`

const ForgotNote = styled.p`
  margin: ${theme.space(2)} 0 0;
  font-size: 0.875rem;
  &:empty {
    margin: 0;
  }
`

export default function LoginPage() {
  const [forgot, setForgot] = React.useState(false)
  return (
    <AuthLayout>
      <AuthCard title="Sign in" providersLead="Sign in with" credentialsLead="Or sign in with credentials">
        <Field label="Email" type="email" placeholder="Email" autoComplete="email" />
        <Field label="Password" type="password" placeholder="Password" autoComplete="current-password" />
        <Checkbox label="Remember me" />
        <Button type="submit" $variant="dark" $block>
          Sign In
        </Button>
      </AuthCard>
      <Below>
        <button type="button" onClick={() => setForgot(true)}>
          Forgot password?
        </button>
        <Link to={demoScreens.register.path}>Create new account</Link>
      </Below>
      <ForgotNote role="status">
        {forgot ? "This is a demonstration page: there is no account, so no password can be reset." : ""}
      </ForgotNote>
    </AuthLayout>
  )
}

export const Head: HeadFC = () => (
  <Seo title="Sign in" path={demoScreens.login.path} noindex={isPrivateScreen(demoScreens.login.path)} />
)
