import React, { Component, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react"
import { BlockCode, HydrateWhen, IslandRoot, becomesIsland } from "./deferred-hydration"
import { PageContextValues, samePageContexts, usePageContexts, withPageContexts } from "./page-contexts"

export interface IslandProps {
  /** When the block hydrates on the first page (see deferred-hydration.ts). */
  when: HydrateWhen
  /** The lazyBlock the content renders, if any: its code is downloaded when the block is about to hydrate. */
  code?: BlockCode
  children: React.ReactNode
}

/** Stands for the block's HTML in the page's tree: React leaves an element with unchanged inner HTML alone. */
const keepServerHtml = { __html: "" }

/** Tells the island that its content has hydrated (it renders nothing). */
function Hydrated({ island }: { island: IslandRoot }) {
  useLayoutEffect(() => island.markHydrated(), [island])
  return null
}

/** An error in the island's script gives the block back to the browser, whose native controls still work. */
class FallBackOnError extends Component<{ island: IslandRoot; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  componentDidCatch() {
    this.props.island.fallBack()
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/** What the island's own root renders: the content, inside every context the page gives it. */
function islandContent(island: IslandRoot, contexts: PageContextValues, content: React.ReactNode) {
  return withPageContexts(
    contexts,
    <FallBackOnError island={island}>
      {content}
      <Hydrated island={island} />
    </FallBackOnError>,
  )
}

/**
 * A block of the page in a <div data-hydrate> of its own, which on the first page hydrates later than the rest,
 * as an island (see deferred-hydration.ts). What the page passes later (its state changed) reaches the island once
 * it has hydrated.
 */
export function Island({ when, code, children }: IslandProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [island] = useState(() => (becomesIsland() ? new IslandRoot(when, code) : null))
  // The island's root is outside the page's tree: it is given the contexts the page has here.
  const contexts = usePageContexts()
  // What the server rendered, for the island to hydrate.
  const [first] = useState(() => ({ children, contexts }))
  useEffect(() => {
    if (!island || !ref.current) return
    island.attach(ref.current, islandContent(island, first.contexts, first.children))
    return () => island.unmount()
  }, [island, first])
  useEffect(() => {
    if (island && (children !== first.children || !samePageContexts(contexts, first.contexts)))
      island.update(islandContent(island, contexts, children))
  }, [island, first, children, contexts])
  if (island)
    return <div ref={ref} data-hydrate={when} dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />
  // The server waits for lazy content without a boundary, which would leave markers in the HTML that the island
  // would have to match; in a later page's ordinary render the boundary waits for the content's code.
  if (typeof window === "undefined") return <div data-hydrate={when}>{children}</div>
  return (
    <div data-hydrate={when}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}
