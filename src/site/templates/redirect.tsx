import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { BaseLayout } from "../layouts/BaseLayout"
import { Redirect, RedirectHead } from "../components/Redirect"
import { redirectWords, useLocale } from "../i18n"
import { frameIds } from "../../model/heading-ids"

interface RedirectContext {
  to: string
}

/** A real page at a redirecting path (/admin/, /auth/), for hosts without redirect rules. */
export default function RedirectPage({ pageContext }: PageProps<object, RedirectContext>) {
  const words = redirectWords[useLocale()].redirect
  return (
    <BaseLayout>
      <main id={frameIds.main}>
        <Redirect to={pageContext.to} message={words.message} />
      </main>
    </BaseLayout>
  )
}

export const Head: HeadFC<object, RedirectContext> = ({ pageContext }) => (
  <RedirectHead to={pageContext.to} title={redirectWords[useLocale()].redirect.title} />
)
