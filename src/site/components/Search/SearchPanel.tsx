import React, { useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { iconButton, theme } from "../../theme"
import { searchWords, useLocale } from "../../i18n"
import { localizedPath, newsArchiveRoute, searchPath } from "../../../model/routes"
import { SearchKind, searchKinds } from "../../../model/search"
import { cleanQuery, excerptParts, maxQueryLength } from "../../../model/search-query"
import { telHref, whatsappUrl } from "../ContactLinks/phone"
import { CloseIcon } from "../Icons"
import { VisuallyHidden } from "../VisuallyHidden"
import { PagefindResultData, loadPagefind } from "./pagefind"

/** Results shown at once: each costs a fragment of the index to fetch. */
const shownResults = 8
/** How long typing may pause before a search runs. */
const typingPauseMs = 150

const Panel = styled.div`
  position: fixed;
  top: ${theme.sizes.navbarHeight}px;
  left: 0;
  right: 0;
  z-index: ${theme.layers.searchPanel};
  max-height: calc(100vh - ${theme.sizes.navbarHeight}px);
  overflow-y: auto;
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.raised};
  ${theme.up("md")} {
    left: auto;
    width: 32rem;
    margin-right: ${theme.space(4)};
    border-radius: 0 0 ${theme.radius.card} ${theme.radius.card};
  }
`

const Row = styled.form`
  display: flex;
  gap: ${theme.space(2)};
  align-items: center;
`

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${theme.sizes.touchTarget}px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radius.small};
  font: inherit;
`

const Close = styled.button`
  ${iconButton}
  color: ${theme.colors.text};
`

const Archive = styled.p`
  margin: ${theme.space(3)} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.touchTarget}px;
  }
`

const Status = styled.p`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.colors.muted};
`

const List = styled.ol`
  list-style: none;
  margin: ${theme.space(3)} 0 0;
  padding: 0;
  li {
    padding: ${theme.space(3)} 0;
    border-top: 1px solid ${theme.colors.border};
  }
  a {
    font-weight: 600;
  }
  mark {
    background: ${theme.colors.primaryLight};
    color: inherit;
  }
`

const Kind = styled.span`
  display: block;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSize.label};
  font-weight: 700;
  text-transform: uppercase;
`

const Excerpt = styled.p`
  margin: ${theme.space(1)} 0 0;
  font-size: ${theme.fontSize.compact};
`

const Contacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  margin: ${theme.space(1)} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.touchTarget}px;
  }
`

const Offline = styled.span`
  display: block;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSize.small};
`

interface Result {
  url: string
  title: string
  excerpt: string
  kind: SearchKind
  phone?: string
  whatsapp?: string
  /** False when the page is neither online nor kept on the phone. */
  reachable: boolean
}

/** What the last search found, for the query it ran; failed when Pagefind could not answer. */
interface Answer {
  query: string
  count: number
  results: Result[]
  failed?: boolean
}

const isKind = (kind: string | undefined): kind is SearchKind => searchKinds.some(known => known === kind)

/** A page can open offline when the service worker kept it; online, every page can. */
async function reachable(url: string): Promise<boolean> {
  if (navigator.onLine || !("caches" in window)) return true
  return (await caches.match(url.split("#")[0]).catch(() => undefined)) !== undefined
}

async function toResult(data: PagefindResultData): Promise<Result> {
  // A section indexed on its own (the health articles) leads to its heading on the page.
  const url = data.meta.kind === "health" ? (data.sub_results?.[0]?.url ?? data.url) : data.url
  return {
    url,
    title: data.meta.title ?? url,
    excerpt: data.excerpt,
    kind: isKind(data.meta.kind) ? data.meta.kind : "page",
    phone: data.meta.phone,
    whatsapp: data.meta.whatsapp,
    reachable: await reachable(url),
  }
}

/** Starts Pagefind when a visitor reaches for search, before the panel opens (if it does). */
export const preloadSearch = (lang: string) => loadPagefind(lang).catch(() => undefined)

export interface SearchPanelProps {
  id: string
  onClose: () => void
}

/**
 * The search panel, loaded only when a visitor opens search: a field, a live count, the results as a list, and the
 * way to the older news, which the index leaves out (searchedNews). Its control (SearchControl) closes it on Escape.
 */
export default function SearchPanel({ id, onClose }: SearchPanelProps) {
  const locale = useLocale()
  const words = searchWords[locale]
  const [typed, setTyped] = useState("")
  const [answer, setAnswer] = useState<Answer | undefined>()
  const inputRef = useRef<HTMLInputElement>(null)
  const statusId = useId()

  useEffect(() => {
    inputRef.current?.focus()
    // Pagefind, asked for by the control already, loads while the visitor types; without an index, the search page.
    loadPagefind(locale).catch(() => window.location.assign(localizedPath(locale, searchPath)))
  }, [locale])

  const query = cleanQuery(typed)
  useEffect(() => {
    // Only spaces or symbols: nothing to search for.
    if (!query) return
    let current = true
    loadPagefind(locale)
      .then(pagefind => pagefind.debouncedSearch(query, {}, typingPauseMs))
      .then(async search => {
        if (!search || !current) return
        // Offline, a result whose fragment was never fetched cannot be shown: it is left out.
        const settled = await Promise.allSettled(
          search.results.slice(0, shownResults).map(async result => toResult(await result.data())),
        )
        const results = settled.flatMap(outcome => (outcome.status === "fulfilled" ? [outcome.value] : []))
        if (current) setAnswer({ query, count: search.results.length, results })
      })
      .catch(() => current && setAnswer({ query, count: 0, results: [], failed: true }))
    return () => {
      current = false
    }
  }, [query, locale])

  const shown = query && answer?.query === query ? answer : undefined
  const status = !query
    ? words.hint
    : !shown
      ? words.searching
      : shown.count === 0 || shown.failed
        ? words.noResults
        : words.count(shown.count)

  return (
    <Panel id={id} role="dialog" aria-label={words.dialog}>
      <Row role="search" onSubmit={event => event.preventDefault()}>
        <VisuallyHidden as="label" htmlFor={`${id}-input`}>
          {words.input}
        </VisuallyHidden>
        <Input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={maxQueryLength}
          aria-describedby={statusId}
          value={typed}
          onChange={event => setTyped(event.target.value)}
        />
        <Close type="button" onClick={onClose}>
          <CloseIcon title={words.close} />
        </Close>
      </Row>
      <Status id={statusId} role="status">
        {status}
      </Status>
      {shown && shown.results.length > 0 && (
        <List aria-label={words.results}>
          {shown.results.map(result => (
            <li key={result.url}>
              <Kind>{words.kinds[result.kind]}</Kind>
              <Link to={result.url} onClick={onClose}>
                {result.title}
              </Link>
              {!result.reachable && <Offline>{words.needsConnection}</Offline>}
              <Excerpt>
                {excerptParts(result.excerpt).map((part, index) =>
                  part.marked ? (
                    <mark key={index}>{part.text}</mark>
                  ) : (
                    <React.Fragment key={index}>{part.text}</React.Fragment>
                  ),
                )}
              </Excerpt>
              {result.kind === "service" && (result.phone || result.whatsapp) && (
                <Contacts>
                  {result.phone && <a href={telHref(result.phone)}>{`${words.call} ${result.phone}`}</a>}
                  {result.whatsapp && (
                    <a href={whatsappUrl(result.whatsapp)}>{`${words.whatsapp} ${result.whatsapp}`}</a>
                  )}
                </Contacts>
              )}
            </li>
          ))}
        </List>
      )}
      {shown && (
        <Archive>
          <Link to={localizedPath(locale, newsArchiveRoute.path(1))} onClick={onClose}>
            {words.olderNews}
          </Link>
        </Archive>
      )}
    </Panel>
  )
}
