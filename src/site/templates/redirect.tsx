import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { BaseLayout } from "../layouts/BaseLayout"
import { Redirect, RedirectHead } from "../components/Redirect"

interface RedirectContext {
  to: string
}

/** A real page at a redirecting path (/admin/, /auth/), for hosts without redirect rules. */
export default function RedirectPage({ pageContext }: PageProps<object, RedirectContext>) {
  return (
    <BaseLayout>
      <main id="main">
        <Redirect to={pageContext.to} message="This page has moved." />
      </main>
    </BaseLayout>
  )
}

export const Head: HeadFC<object, RedirectContext> = ({ pageContext }) => (
  <RedirectHead to={pageContext.to} title="Redirecting…" />
)
