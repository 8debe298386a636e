import React from "react"
import type { HeadFC } from "gatsby"
import { AuthLayout } from "../../layouts/AuthLayout"
import { Seo } from "../../components/Seo"

export default function RegisterPage() {
  return (
    <AuthLayout>
      <h1>Create an account</h1>
      <p>A demonstration screen of the site.</p>
    </AuthLayout>
  )
}

export const Head: HeadFC = () => <Seo title="Create an account" path="/auth/register/" noindex />
