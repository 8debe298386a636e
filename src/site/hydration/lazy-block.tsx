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
 * Code-splits a component, loaded on first render or `load`; give it to a Section's `code` to load with its hydration.
 * Its `block-…` chunk is kept by the service worker. Unlike React.lazy it renders synchronously once loaded, so an
 * island hydrates without suspending; in a Head it defers code until the first navigation (see server-head.ts).
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
