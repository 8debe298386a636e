/**
 * Heading ids for in-page links (/privacy/#your-rights), shared by the pages, the editor preview and the link check so
 * an accepted link always hits a heading. GitHub's README slugs: lower case, no punctuation, dashes, "-1" on a repeat.
 */

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

/** The text of a piece of sanitized HTML: its tags dropped, the entities sanitize-html writes read back. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return String.fromCodePoint(code)
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

/** The ids of the page around a text: its main part (the skip link's target), the menu, the page's end. */
export const frameIds = { main: "main", menu: "public-menu", pageEnd: "page-end" } as const

/**
 * The ids no heading takes, as they are the page's own: the frame's, and those Gatsby writes into every page. A
 * heading of the same words gets "-1": as "page-end", say, it would let the page be drawn before it is read.
 */
export const pageIds: readonly string[] = [
  ...Object.values(frameIds),
  "___gatsby",
  "gatsby-focus-wrapper",
  "gatsby-announcer",
  "gatsby-script-loader",
  "gatsby-chunk-mapping",
  "_gatsby-scripts-1",
]

/** The id of a heading, unique among `taken`, which it joins. */
function headingId(text: string, taken: Map<string, number>): string {
  const slug = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-")
  let id = slug
  while (taken.has(id)) {
    const count = taken.get(slug)! + 1
    taken.set(slug, count)
    id = `${slug}-${count}`
  }
  taken.set(id, 0)
  return id
}

// Sanitized HTML (src/model/safe-html.ts) writes a heading with no attributes, and headings do not nest.
const heading = /<h([1-6])>([\s\S]*?)<\/h\1>/g

/** Sanitized HTML with an id on each heading. */
export function withHeadingIds(html: string): string {
  const taken = new Map(pageIds.map(id => [id, 0]))
  return html.replace(heading, (whole, level: string, inner: string) => {
    const id = headingId(textOf(inner), taken)
    return id === "" ? whole : `<h${level} id="${id}">${inner}</h${level}>`
  })
}

/** The ids withHeadingIds gives the headings of sanitized HTML, in order. */
export function headingIdsOf(html: string): string[] {
  return [...withHeadingIds(html).matchAll(/<h[1-6] id="([^"]*)">/g)].map(match => match[1])
}

/**
 * Sanitized HTML without its headings' ids: for texts the home page shows among others (its sections, the news and
 * health cards), to whose headings no link leads, and whose ids would repeat the page's own (#contact) or each other.
 */
export const withoutHeadingIds = (html: string) => html.replace(/<h([1-6]) id="[^"]*">/g, "<h$1>")
