/** Layout breakpoints, the minimum width (px) at which each starts. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const
export type Breakpoint = keyof typeof breakpoints

/** The breakpoints at which the home page's bands and grids change; from xl up the content is no wider than at lg. */
export const layoutBreakpoints = ["xs", "sm", "md", "lg"] as const
/** A number for each of the layout's breakpoints, from that breakpoint up. */
export type PerBreakpoint = Record<(typeof layoutBreakpoints)[number], number>

/** `${up("md")} { … }` applies from the md breakpoint upwards. */
export const up = (name: Breakpoint) => `@media (min-width: ${breakpoints[name]}px)`

/** Every colour has at least 4.5:1 contrast with the background it is used on (WCAG AA). */
const colors = {
  primary: "#0f766e",
  primaryDark: "#115e59",
  primaryLight: "#ccfbf1",
  accent: "#be185d",
  text: "#1e293b",
  muted: "#475569",
  background: "#f8fafc",
  surface: "#ffffff",
  border: "#e2e8f0",
  dark: "#0f172a",
  onDark: "#f8fafc",
  focus: "#2563eb",
  danger: "#b91c1c",
  overlay: "rgba(0, 0, 0, 0.55)",
  /** WhatsApp's green, dark enough for white text. */
  whatsapp: "#067a52",
}

/** Spacing steps in px: space(2) → "8px". */
const space = (step: number) => `${step * 4}px`

export const theme = {
  breakpoints,
  up,
  colors,
  space,
  radius: { small: "4px", card: "12px", round: "50%" },
  shadow: {
    card: "0 1px 3px rgba(15, 23, 42, 0.12), 0 4px 12px rgba(15, 23, 42, 0.08)",
    raised: "0 10px 30px rgba(15, 23, 42, 0.18)",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  /**
   * Font sizes, smallest first, in rem so that they follow the text size a reader sets in the browser. Headings are
   * named by the rank they look, not by their element: a card's <h3> is an h4.
   */
  fontSize: {
    /** Uppercase names over a menu's groups of links. */
    overline: "0.75rem",
    /** The uppercase kind over a search result. */
    label: "0.8125rem",
    /** Fine print: dates, hints, notes, the top bar, the footer's lists. */
    small: "0.875rem",
    /** A notch under body text: a search result's excerpt, a form's errors, a slide's caption on phones. */
    compact: "0.9375rem",
    body: "1rem",
    /** Long reading (an article, About Us), the site's name in the navbar. */
    medium: "1.0625rem",
    /** A short line that has to stand out: an insurer's name, a map panel's title, a slide's title on phones. */
    large: "1.125rem",
    /** The summary under a service's title. */
    lead: "1.1875rem",
    /** A card's title, and the letter in the navbar's round mark. */
    h4: "1.25rem",
    h3: "1.375rem",
    /** A character that serves as an icon: the × that dismisses a notice. */
    glyph: "1.5rem",
    h2: "1.75rem",
    h1: "1.875rem",
    /** The news archive's title on phones. */
    displaySmall: "2rem",
    /** Section and article titles from md up. */
    display: "2.25rem",
    /** The news archive's title from md up. */
    displayLarge: "2.5rem",
  },
  /** The spec's fixed sizes, in px. */
  sizes: {
    contentWidth: 1200,
    navbarHeight: 64,
    avatar: 44,
    /** The smallest thing a finger is asked to hit (WCAG 2.5.5). */
    touchTarget: 44,
    /** Height of the call and WhatsApp bar fixed to the bottom of phone screens. */
    contactBar: 56,
    serviceCard: { width: 350, height: 500 },
    mapHeight: 400,
    carouselHeight: { xs: 250, sm: 450 },
    /** Height a band with no measured height of its own (an editor's preview) is assumed to have before it is laid out. */
    sectionEstimate: 800,
    /**
     * Each home band's content height (px, without padding) per breakpoint, the mean of both languages on November 2026
     * content: the intrinsic size for content-visibility, so the page height holds as bands render. Card bands: head +
     * row per row.
     */
    bands: {
      about: { xs: 485, sm: 308, md: 326, lg: 326 },
      services: { head: { xs: 59, sm: 59, md: 69, lg: 69 }, row: { xs: 576, sm: 600, md: 594, lg: 594 } },
      team: { xs: 1819, sm: 1116, md: 879, lg: 510 },
      whoWeAre: { xs: 515, sm: 325, md: 321, lg: 321 },
      news: { head: { xs: 160, sm: 125, md: 135, lg: 135 }, row: { xs: 598, sm: 726, md: 634, lg: 639 } },
      health: { head: { xs: 139, sm: 114, md: 124, lg: 124 }, row: { xs: 612, sm: 617, md: 649, lg: 691 } },
      contact: { xs: 1332, sm: 1063, md: 1073, lg: 1073 },
      insurers: { xs: 283, sm: 230, md: 240, lg: 240 },
    },
  },
  /**
   * Cards to a row in the home page's grids, from each breakpoint up; xl keeps lg's, as the content is no wider.
   * Three of the spec's 350 px service cards fill the content's 1200 px.
   */
  cardsPerRow: {
    services: { xs: 1, sm: 2, md: 2, lg: 3 },
    news: { xs: 1, sm: 1, md: 3, lg: 3 },
    health: { xs: 1, sm: 2, md: 2, lg: 4 },
  },
  /**
   * From this breakpoint up the public navbar shows every item in its bar, each on one line; below it they are in the
   * menu behind its button. Below it the bar has no room for them beside the hospital's name.
   */
  navbarFullFrom: "lg" as Breakpoint,
  /**
   * The width of a page's one column of reading: an article or a service, the contact card, and the links above and
   * below an article, which line up with it. In rem, so that a line keeps its length in words in enlarged text.
   */
  readingWidth: "48rem",
  /**
   * z-index: contact bar < navbar (its menu reaches the screen bottom) < skip link (visible where it takes focus). The
   * navbar is its own stacking context: an open dropdown over later menu items, the search panel over the open menu.
   */
  layers: { dropdown: 1, contactBar: 90, searchPanel: 99, navbar: 100, skipLink: 1000 },
  /** The spec's timings. */
  motion: {
    carouselIntervalMs: 4000,
    /** How long one slide takes to slide in. */
    carouselSlideMs: 400,
    marqueeCycleSeconds: 25,
  },
} as const

export type Theme = typeof theme
