import React from "react"
import type { HeadFC } from "gatsby"
import { BaseLayout } from "../site/layouts/BaseLayout"
import { Redirect, RedirectHead } from "../site/components/Redirect"
import { redirectWords, useLocale } from "../site/i18n"
import { notFoundRedirect } from "../model/routes"
import { frameIds } from "../model/heading-ids"

/** Any unknown path sends the visitor to the home page, as the site always has. */
export default function NotFoundPage() {
  const words = redirectWords[useLocale()].notFound
  return (
    <BaseLayout>
      <main id={frameIds.main}>
        <h1>{words.title}</h1>
        <Redirect to={notFoundRedirect.to} message={words.message} />
      </main>
    </BaseLayout>
  )
}

export const Head: HeadFC = () => {
  const words = redirectWords[useLocale()].notFound
  return <RedirectHead to={notFoundRedirect.to} title={words.title} />
}
