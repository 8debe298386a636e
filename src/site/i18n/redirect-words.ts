import type { Locale } from "../../model/locales"

/**
 * The words of the pages that send a visitor on (the redirect pages and the unknown address's page), apart from
 * the dictionary (dictionary.ts): only those pages show them, so no other page's first load carries them.
 */
const en = {
  notFound: {
    title: "Page not found",
    message: "There is no page at this address; taking you to the home page.",
  },
  redirect: {
    title: "Redirecting…",
    message: "This page has moved.",
    continueTo: (path: string) => `Continue to ${path}`,
  },
}

export type RedirectWords = typeof en

const sw: RedirectWords = {
  notFound: {
    title: "Ukurasa haupatikani",
    message: "Hakuna ukurasa kwenye anwani hii; tunakupeleka kwenye ukurasa wa mwanzo.",
  },
  redirect: {
    title: "Inakupeleka…",
    message: "Ukurasa huu umehamishwa.",
    continueTo: path => `Endelea hadi ${path}`,
  },
}

export const redirectWords: Record<Locale, RedirectWords> = { en, sw }
