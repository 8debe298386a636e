import React from "react"
import type { HeadFC } from "gatsby"
import { AuthLayout } from "../../layouts/AuthLayout"
import { Seo } from "../../../site/components/Seo"
import { AuthCard } from "../../components/AuthCard"
import { Field } from "../../components/Field"
import { Checkbox } from "../../components/Checkbox"
import { Button } from "../../components/Button"
import { demoScreens, isPrivateScreen } from "../../screens"

export default function RegisterPage() {
  return (
    <AuthLayout>
      <AuthCard title="Create an account" providersLead="Sign up with" credentialsLead="Or sign up with credentials">
        {/* The template made this an email field by mistake; a name is text. */}
        <Field label="Name" type="text" placeholder="Name" autoComplete="name" />
        <Field label="Email" type="email" placeholder="Email" autoComplete="email" />
        <Field label="Password" type="password" placeholder="Password" autoComplete="new-password" />
        <Checkbox label="I agree with the Privacy Policy" />
        <Button type="submit" $variant="dark" $block>
          Create Account
        </Button>
      </AuthCard>
    </AuthLayout>
  )
}

export const Head: HeadFC = () => (
  <Seo
    title="Create an account"
    path={demoScreens.register.path}
    noindex={isPrivateScreen(demoScreens.register.path)}
  />
)
