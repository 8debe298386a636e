import React, { useContext } from "react"
import type { Context, ReactNode } from "react"
import { StaticQueryContext } from "../../../gatsby/internals/static-query-context"
import { LanguageLinksContext, LocaleContext } from "../i18n/LocaleContext"

/**
 * Every context the page's React tree provides that a block may read. An island is a React root of its own
 * (deferred-hydration.ts), outside that tree, so it re-provides each of them with the values the page has where the island
 * sits. A context the site adds (the page's language, say) is added here, once, and every island carries it.
 */
const pageContexts = [StaticQueryContext, LocaleContext, LanguageLinksContext] as readonly Context<unknown>[]

export type PageContextValues = readonly unknown[]

/** The values of the page contexts where it is called. */
export function usePageContexts(): PageContextValues {
  // The list is a constant: the same hooks run in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return pageContexts.map(context => useContext(context))
}

export const samePageContexts = (a: PageContextValues, b: PageContextValues) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** `content` inside providers of the page contexts, with the given values. */
export function withPageContexts(values: PageContextValues, content: ReactNode): ReactNode {
  return pageContexts.reduceRight<ReactNode>(
    (inner, { Provider }, index) => <Provider value={values[index]}>{inner}</Provider>,
    content,
  )
}
