import React from "react"
import type { BlockCode } from "./deferred-hydration"

/** Settles at the visitor's next tap or key, or when the phone is back online. */
const nextUse = () =>
  new Promise<void>(resolve => {
    for (const type of ["pointerdown", "keydown", "online"]) addEventListener(type, () => resolve(), { once: true })
  })

/** Every lazy block's code loader, so that a navigation can fetch them all (see `loadEveryBlock`). */
const loaders = new Set<() => Promise<void>>()

/**
 * A component whose code is downloaded only when it is first rendered or `load`ed: give it to a Section's `code`
 * so that it comes with the section's hydration (deferred-hydration.ts). A section's import names its chunk
 * `block-…`, which the service worker keeps (gatsby/internals/build-stats.ts). Unlike React.lazy, once loaded it renders at once,
 * which lets React hydrate it on the spot when it is tapped. In a Head, it keeps code the first page does not need
 * (the server's head stays, see gatsby/internals/server-head.ts) until the visitor moves to another page.
 */
export function lazyBlock<Props extends object>(
  importComponent: () => Promise<React.ComponentType<Props>>,
): React.ComponentType<Props> & BlockCode {
  let Component: React.ComponentType<Props> | undefined
  let loading: Promise<void> | undefined
  // A failed download is not kept: the next use asks for the code again (mobile data drops requests).
  const load = () =>
    (loading ??= importComponent().then(
      loaded => {
        Component = loaded
      },
      error => {
        loading = undefined
        throw error
      },
    ))
  loaders.add(load)
  // The server draws a page's Head with renderToString, which cannot wait for code: it loads every block at once.
  if (typeof window === "undefined") void load()
  function Block(props: Props) {
    // Suspends until the code is here; after a failed download, until the visitor next taps, types or is online.
    if (!Component) throw load().catch(nextUse)
    return <Component {...props} />
  }
  return Object.assign(Block, { load, isLoaded: () => Component !== undefined })
}

/**
 * Fetches the code of every lazy block. Called when a client-side navigation starts: the next page is rendered by
 * React without server HTML to keep, so its blocks should not have to wait for their code after it arrives.
 */
export function loadEveryBlock(): Promise<void[]> {
  return Promise.all([...loaders].map(load => load()))
}
