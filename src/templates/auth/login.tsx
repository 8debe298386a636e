import React from "react"
import type { HeadFC } from "gatsby"
import { AuthLayout } from "../../layouts/AuthLayout"
import { Seo } from "../../components/Seo"

export default function LoginPage() {
  return (
    <AuthLayout>
      <h1>Sign in</h1>
      <p>A demonstration screen of the site.</p>
    </AuthLayout>
  )
}

export const Head: HeadFC = () => <Seo title="Sign in" path="/auth/login/" noindex />
