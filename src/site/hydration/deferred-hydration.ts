import { startTransition } from "react"
import type { ReactNode } from "react"
import { Root, hydrateRoot } from "react-dom/client"
import { tapTargets } from "./early-taps"

/**
 * Deferred hydration, the part that is not React: blocks of the first page that keep the server's HTML as it is
 * until they are needed, and the taps that wait for them.
 *
 * On the first page a phone opens, the page's React tree leaves such a block's HTML alone for good (see
 * Island.tsx) and the block becomes an island: its own small React root, hydrated only when the block comes near
 * the screen ("near"), or when a finger or the keyboard reaches into it. Being outside the page's tree, nothing the
 * page does later (a new address, a state update) can reach it before it has hydrated. A block may bring its own
 * code (lazyBlock), downloaded only then. Blocks rendered after a client-side navigation are ordinary React.
 */

/** "near": interactive blocks, hydrated as they come near the screen. "touch": blocks of text and links, hydrated
 * only if someone reaches into them (a link works as a plain link until then). */
export type HydrateWhen = "near" | "touch"

/** Code a block downloads when it is needed (see lazy-block.tsx). */
export interface BlockCode {
  load(): Promise<void>
  isLoaded(): boolean
}

/** How far below the screen a "near" block starts to hydrate, so it is ready before it is seen. */
const nearMargin = "50% 0px"

/** True while the page the phone opened is being hydrated: blocks created meanwhile become islands. */
let firstPage = false
const islandOf = new WeakMap<Element, IslandRoot>()
/** The first page's islands, in the order they joined it. */
const islands: IslandRoot[] = []
/** Taps on buttons of blocks React does not know yet, in the order they came. */
let held: HTMLElement[] = []
/** Taps on disclosures of the page's own tree while it hydrates, answered by the tap keeper (see holdTap). */
const heldInPage: HTMLElement[] = []
/** True while those taps are replayed: React answers them. */
let replayingPage = false
/** Whether the pointer gesture under way began on such a disclosure: its events are kept from React. */
let heldGesture = false

/** Whether a block created now keeps the server's HTML and becomes an island. */
export const becomesIsland = () => firstPage

export class IslandRoot {
  private readonly when: HydrateWhen
  private readonly code?: BlockCode
  private element?: Element
  /** What the server rendered, which the island hydrates. */
  private content?: ReactNode
  /** What the page passed since, rendered once the island has hydrated. */
  private latest?: ReactNode
  private root?: Root
  private observer?: IntersectionObserver
  private opening?: Promise<void>
  private unmounted = false
  hydrated = false
  /** Settles once the island has hydrated: its buttons answer taps from then on. */
  readonly whenHydrated: Promise<void>
  private settle: () => void = () => undefined

  constructor(when: HydrateWhen, code?: BlockCode) {
    this.when = when
    this.code = code
    this.whenHydrated = new Promise(resolve => (this.settle = resolve))
  }

  /**
   * The block's element is in the page: from now on it hydrates as soon as it is needed. `content` is what the
   * server rendered in it; it must call `markHydrated` once it has hydrated (see Island.tsx).
   */
  attach(element: Element, content: ReactNode) {
    this.element = element
    this.content = content
    islandOf.set(element, this)
    islands.push(this)
    const mine = held.filter(tap => element.contains(tap))
    if (mine.length) {
      held = held.filter(tap => !mine.includes(tap))
      this.replayWhenHydrated(mine)
    }
    if (this.when !== "near") return
    if (typeof IntersectionObserver === "undefined") return void this.open()
    this.observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && this.open(), {
      rootMargin: nearMargin,
    })
    this.observer.observe(element)
  }

  /**
   * Downloads the block's code if it has some, then hydrates it: in slices, like the page, unless someone is
   * waiting for it (`urgent`, a tap), when React does it in one go.
   */
  open(urgent = false): Promise<void> {
    this.opening ??= (this.code?.load() ?? Promise.resolve()).then(() => {
      const element = this.element
      if (this.unmounted || !element) return
      this.observer?.disconnect()
      const hydrate = () => {
        this.root = hydrateRoot(element, this.content)
      }
      if (urgent) hydrate()
      else startTransition(hydrate)
    })
    return this.opening
  }

  /** Whether the island has buttons that answer taps and code still to download for them. */
  needsCodeForTaps(): boolean {
    return !this.unmounted && !!this.code && !this.code.isLoaded() && !!this.element?.querySelector(tapTargets)
  }

  /** Downloads the island's code, without hydrating it; a failure (offline) is left for a tap to meet again. */
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
    this.settle()
    if (this.latest !== undefined) this.root?.render(this.latest)
  }

  replayWhenHydrated(taps: HTMLElement[]) {
    this.open(true)
    this.whenHydrated.then(() => setTimeout(() => taps.forEach(replay)))
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

function replay(tap: HTMLElement) {
  if (tap.isConnected) tap.click()
}

const islandAround = (target: EventTarget | null) =>
  target instanceof Element ? target.closest("[data-hydrate]") : null

/**
 * The disclosure (a button that shows or hides what it controls, aria-expanded and aria-controls) of the page's own
 * tree that `target` is in, while the page hydrates: the tap keeper answers it by itself. Not once another one is
 * held: opening a second closes the first, which only React does, so that tap goes to React.
 */
function heldDisclosure(target: EventTarget | null): HTMLElement | null {
  if (!firstPage || replayingPage || !(target instanceof Element) || islandAround(target)) return null
  const button = target.closest<HTMLElement>(tapTargets)
  const controls = button?.getAttribute("aria-controls")
  if (!button?.hasAttribute("aria-expanded") || !controls || !document.getElementById(controls)) return null
  return heldInPage.every(tap => tap === button) ? button : null
}

/**
 * Decides, for a tap on a button, whether it must wait: yes while the button's island has not hydrated (it is
 * then hydrated at once, its code downloaded first if need be, and the tap replayed). Yes for a disclosure of the
 * page's own tree while the page hydrates: React would otherwise hydrate all the rest of the page at once to answer
 * it, which a slow phone feels as a tap that hangs; the keeper opens it now, and React follows once it has hydrated.
 * React answers the rest.
 */
export function holdTap(button: HTMLElement): boolean {
  const element = islandAround(button)
  if (!element) {
    if (!heldDisclosure(button)) return false
    heldInPage.push(button)
    return true
  }
  const island = islandOf.get(element)
  if (island?.hydrated) return false
  if (island) island.replayWhenHydrated([button])
  else held.push(button)
  return true
}

/** React is about to hydrate the server's HTML of the first page. */
export function deferHydration() {
  firstPage = true
}

/**
 * Replays the taps held on the page's own disclosures. React then hydrates the rest of the page at once if it has not
 * yet, and its state catches up with what the keeper showed.
 */
function replayPageTaps() {
  const taps = heldInPage.splice(0)
  replayingPage = true
  try {
    taps.forEach(replay)
  } finally {
    replayingPage = false
  }
}

/**
 * The first page has hydrated: blocks created from now on (after a navigation) are ordinary React, and the taps
 * held on the page's disclosures are replayed.
 */
export function endFirstPage() {
  firstPage = false
  setTimeout(replayPageTaps)
}

/**
 * The events of a pointer gesture after its pointerdown that React, while it hydrates, answers by hydrating the whole
 * page at once (its "discrete" events). Keydown does too, but a key held back would be lost.
 */
const gestureEvents = [
  "touchstart",
  "touchend",
  "touchcancel",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "contextmenu",
  "dblclick",
]

/**
 * A finger or the keyboard reaching into an island hydrates it, so that it is ready for what comes next. A tap on a
 * disclosure of the page's own tree while it hydrates is kept from React until its click, which the keeper answers
 * (see holdTap). Anything else a finger or a key does reaches React after the held taps, which came first (a menu
 * opened, then Escape, must end closed).
 */
export function listenForInteraction() {
  for (const type of ["pointerdown", "touchstart", "focusin"])
    document.addEventListener(
      type,
      event => {
        const element = islandAround(event.target)
        if (element) islandOf.get(element)?.open(true)
      },
      { capture: true, passive: true },
    )
  const gesture = ["pointerdown", ...gestureEvents]
  for (const type of [...gesture, "keydown", "click"])
    document.addEventListener(
      type,
      event => {
        // A gesture's pointerdown decides for the whole gesture.
        if (type === "pointerdown") heldGesture = !!heldDisclosure(event.target)
        if (heldGesture && gesture.includes(type)) event.stopPropagation()
        else if (heldInPage.length) replayPageTaps()
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
 * Once the page has loaded and the phone is idle, fetches the code of the islands whose buttons answer taps (a Read
 * More, the form's Send), one island at a time, each in an idle moment of its own: a tap after load then waits for
 * React alone, not for mobile data. The code only defines the block's components as it arrives, a short task; the
 * island still hydrates when it is reached.
 */
export function loadIslandCodeWhenIdle() {
  const next = (waiting: IslandRoot[]) => {
    const island = waiting.shift()
    if (island) whenIdle(() => void island.loadCode().then(() => next(waiting)))
    else performance.measure(codeAhead.fetched, codeAhead.started)
  }
  const start = () =>
    whenIdle(() => {
      performance.mark(codeAhead.started)
      next(islands.filter(island => island.needsCodeForTaps()))
    })
  if (document.readyState === "complete") start()
  else addEventListener("load", start, { once: true })
}

/**
 * Replays taps that came before React was there. Those in islands React does not know yet, and those on the page's
 * own disclosures, which the keeper has answered, wait again (see holdTap).
 */
export function replayTaps(taps: HTMLElement[]) {
  taps.forEach(replay)
}
