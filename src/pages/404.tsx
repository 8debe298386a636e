import React from "react"
import type { HeadFC } from "gatsby"
import { BaseLayout } from "../layouts/BaseLayout"
import { Redirect, RedirectHead } from "../components/Redirect"
import { notFoundRedirect } from "../routes"

/** Any unknown path sends the visitor to the home page, as the site always has. */
export default function NotFoundPage() {
  return (
    <BaseLayout>
      <main id="main">
        <h1>Page not found</h1>
        <Redirect to={notFoundRedirect.to} message="There is no page at this address; taking you to the home page." />
      </main>
    </BaseLayout>
  )
}

export const Head: HeadFC = () => <RedirectHead to={notFoundRedirect.to} title="Page not found" />
