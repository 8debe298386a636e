import { startTransition } from "react"
import type { ReactNode } from "react"
import { Root, hydrateRoot } from "react-dom/client"

/**
 * Selective hydration of the first page: each block is an island (own React root) hydrated near the viewport ("near")
 * or once tapped or reached by the keyboard ("touch"), fetching its chunk then. Its server HTML works without script
 * (links, forms, details, popover), so an unhydrated block still responds. After a navigation, blocks are plain React.
 */

/** "near": interactive blocks, hydrated as they come near the screen. "touch": blocks of text and links. */
export type HydrateWhen = "near" | "touch"

/** Code a block downloads when it is needed (see lazy-block.tsx). */
export interface BlockCode {
  load(): Promise<void>
  isLoaded(): boolean
}

/** How far below the screen a "near" block starts to hydrate, so it is ready before it is seen. */
const nearMargin = "50% 0px"

/** Controls that script enhances: the code of islands holding one is fetched ahead, once the page has loaded. */
const enhancedControls = "button,form,details,input,[role=button]"

/** True while the page the phone opened is being hydrated: blocks created meanwhile become islands. */
let firstPage = false
const islandOf = new WeakMap<Element, IslandRoot>()
/** The first page's islands, in the order they joined it. */
const islands: IslandRoot[] = []

/** Whether a block created now keeps the server's HTML and becomes an island. */
export const becomesIsland = () => firstPage

export class IslandRoot {
  private readonly when: HydrateWhen
  private readonly code?: BlockCode
  private element?: Element
  /** The server's HTML, put back should the island's script throw: its controls then work as they did before. */
  private serverHtml = ""
  /** What the server rendered, which the island hydrates. */
  private content?: ReactNode
  /** What the page passed since, rendered once the island has hydrated. */
  private latest?: ReactNode
  private root?: Root
  private observer?: IntersectionObserver
  private opening?: Promise<void>
  private unmounted = false
  hydrated = false

  constructor(when: HydrateWhen, code?: BlockCode) {
    this.when = when
    this.code = code
  }

  /**
   * The block's element is in the page: from now on it hydrates as soon as it is needed. `content` is what the
   * server rendered in it; it must call `markHydrated` once it has hydrated (see Island.tsx).
   */
  attach(element: Element, content: ReactNode) {
    this.element = element
    this.serverHtml = element.innerHTML
    this.content = content
    islandOf.set(element, this)
    islands.push(this)
    if (this.when !== "near") return
    if (typeof IntersectionObserver === "undefined") return void this.open()
    this.observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && this.open(), {
      rootMargin: nearMargin,
    })
    this.observer.observe(element)
  }

  /**
   * Downloads the block's code if it has some, then hydrates it in slices, like the page. A download that fails is
   * tried again at the next use.
   */
  open(): Promise<void> {
    this.opening ??= (this.code?.load() ?? Promise.resolve()).then(
      () => {
        const element = this.element
        if (this.unmounted || !element) return
        this.observer?.disconnect()
        startTransition(() => {
          this.root = hydrateRoot(element, this.content)
        })
      },
      () => {
        this.opening = undefined
      },
    )
    return this.opening
  }

  /** Whether the island holds controls that script enhances and code still to download for them. */
  needsCode(): boolean {
    return !this.unmounted && !!this.code && !this.code.isLoaded() && !!this.element?.querySelector(enhancedControls)
  }

  /** Downloads the island's code, without hydrating it; a failure (offline) is left for the next use. */
  loadCode(): Promise<void> {
    return this.code?.load().catch(() => undefined) ?? Promise.resolve()
  }

  /** The page passed new content (its state changed): the island shows it once it has hydrated. */
  update(content: ReactNode) {
    this.latest = content
    if (this.hydrated) this.root?.render(content)
  }

  markHydrated() {
    this.hydrated = true
    if (this.latest !== undefined) this.root?.render(this.latest)
  }

  /** The island's script threw: it leaves the block to the browser, as the server drew it. */
  fallBack() {
    const { root, element } = this
    this.root = undefined
    setTimeout(() => {
      root?.unmount()
      if (element && !this.unmounted) element.innerHTML = this.serverHtml
    })
  }

  /** The page has moved on and removed the block. */
  unmount() {
    this.unmounted = true
    this.observer?.disconnect()
    const root = this.root
    // React cannot unmount a root while it renders the page that removes it.
    if (root) setTimeout(() => root.unmount())
  }
}

/** React is about to hydrate the server's HTML of the first page. */
export function deferHydration() {
  firstPage = true
}

/** The first page has hydrated: blocks created from now on (after a navigation) are ordinary React. */
export function endFirstPage() {
  firstPage = false
}

/**
 * A tap or the keyboard reaching into an island hydrates it, after the frame that shows the browser's answer from the
 * HTML: React finishes a root's hydration at once for an event inside it. A tap's focus comes at its touch, so a
 * click, the scroll that took its place, or a key starts it. An island shows no control only script answers until then.
 */
export function listenForInteraction() {
  for (const type of ["click", "pointercancel", "keyup"])
    document.addEventListener(
      type,
      ({ target }) => {
        const element = target instanceof Element && target.closest("[data-hydrate]")
        const island = element && islandOf.get(element)
        if (island && !island.hydrated) requestAnimationFrame(() => setTimeout(() => island.open()))
      },
      { capture: true, passive: true },
    )
}

/**
 * Performance marks: when the page starts fetching its islands' code ahead (first-load JavaScript ends there, see
 * budget.e2e.ts), and a measure from there to when it has all come.
 */
export const codeAhead = { started: "islands-code-ahead", fetched: "islands-code-fetched-ahead" }

const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(then) : setTimeout(then, 200)

/**
 * Once the page has loaded and the phone is idle, runs `first` (code the page shows something with, fetched first),
 * then fetches the code of the islands with controls (a Read More, the form's Send), one island per idle moment: a
 * tap after load then waits for React alone, not for mobile data.
 */
export function loadIslandCodeWhenIdle(first: () => Promise<unknown>) {
  const next = (waiting: IslandRoot[]) => {
    const island = waiting.shift()
    if (island) whenIdle(() => void island.loadCode().then(() => next(waiting)))
    else performance.measure(codeAhead.fetched, codeAhead.started)
  }
  const start = () =>
    whenIdle(() => {
      performance.mark(codeAhead.started)
      void first()
        .catch(() => undefined)
        .then(() => next(islands.filter(island => island.needsCode())))
    })
  if (document.readyState === "complete") start()
  else addEventListener("load", start, { once: true })
}
