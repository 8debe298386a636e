import React, { Suspense, useCallback, useEffect, useRef, useState } from "react"
import styled from "styled-components"
import { theme } from "../../theme"
import { useDismiss } from "../../hooks"
import { useDictionary, useLocale } from "../../i18n"
import { localizedPath, searchPath } from "../../../model/routes"
import { SearchIcon } from "../Icons"
import { NavLink, fullBar } from "../Navbar/nav-styles"
import { startPagefind } from "./start"

// The panel's code and Pagefind download only when a visitor reaches for search.
const loadPanel = () => import(/* webpackChunkName: "search-panel" */ "./SearchPanel")
const SearchPanel = React.lazy(loadPanel)

/**
 * Asks for the panel's code and Pagefind's files at once, rather than one after the other: on a slow network each
 * is a round trip, and the first keystroke follows the panel closely. The panel's code then starts Pagefind.
 */
function startSearch(lang: string) {
  startPagefind(lang)
  loadPanel()
    .then(panel => panel.preloadSearch(lang))
    .catch(() => undefined)
}

const panelId = "site-search"

const Control = styled(NavLink)`
  flex: none;
  margin-left: auto;
  gap: ${theme.space(1)};
  padding: 0 ${theme.space(2)};
`

/** The word beside the icon where the navbar shows every item; elsewhere the icon alone, named by the link's aria-label. */
const Word = styled.span`
  display: none;
  ${fullBar} {
    display: inline;
  }
`

/** Keys that open search from anywhere: "/" outside a text field, and Ctrl+K (⌘K on a Mac). */
function opensSearch(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") return true
  const target = event.target as HTMLElement | null
  const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  return event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey
}

/**
 * The navbar's search control. In the server's HTML (and without JavaScript) it is a link to the search page, which
 * lists every page; once the page runs it opens the search panel instead. Closing the panel with Escape or its
 * button returns focus to where it was.
 */
export function SearchControl() {
  const locale = useLocale()
  const words = useDictionary().search
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const controlRef = useRef<HTMLAnchorElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  const show = useCallback(() => {
    startSearch(locale)
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : controlRef.current
    setOpen(true)
  }, [locale])
  const close = useCallback(() => {
    setOpen(false)
    // Back where the visitor was, unless they have moved on (a tap elsewhere closed the panel).
    if (
      !document.activeElement ||
      document.activeElement === document.body ||
      ref.current?.contains(document.activeElement)
    )
      (returnTo.current ?? controlRef.current)?.focus()
  }, [])
  useDismiss(ref, open, close)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return
      event.preventDefault()
      if (open) document.getElementById(`${panelId}-input`)?.focus()
      else show()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open, show])

  const preload = () => startSearch(locale)
  const onClick = (event: React.MouseEvent) => {
    // A new tab or window gets the search page.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (open) close()
    else show()
  }

  return (
    <div ref={ref}>
      <Control
        ref={controlRef}
        href={localizedPath(locale, searchPath)}
        aria-label={words.open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onFocus={preload}
        onPointerDown={preload}
        onClick={onClick}
      >
        <SearchIcon /> <Word>{words.open}</Word>
      </Control>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
