import React, { useEffect } from "react"
import { navigate } from "gatsby"
import { redirectWords, useLocale } from "../../i18n"

/**
 * Sends the visitor on at once. With JavaScript it replaces the history entry;
 * without it, the meta refresh from RedirectHead does the same, and the link remains.
 */
export function Redirect({ to, message }: { to: string; message: string }) {
  const words = redirectWords[useLocale()].redirect
  useEffect(() => {
    navigate(to, { replace: true })
  }, [to])
  return (
    <p>
      {message} <a href={to}>{words.continueTo(to)}</a>
    </p>
  )
}

export function RedirectHead({ to, title }: { to: string; title: string }) {
  return (
    <>
      <html lang="en" />
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
    </>
  )
}
