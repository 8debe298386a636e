/**
 * What a query in the site search looks for, and how a result's excerpt is read: used by the search panel only, so
 * apart from src/model/search.ts, which every public page's code carries.
 */

/** Longer queries are cut: no one types more to find a page, and each word costs the phone a lookup. */
export const maxQueryLength = 100

/**
 * The query to run for what was typed, or "" when there is nothing to search for: only spaces or symbols
 * (Pagefind would list every page for them). Cut to `maxQueryLength` characters, spaces collapsed.
 */
export function cleanQuery(typed: string): string {
  const query = typed.replace(/\s+/g, " ").trim().slice(0, maxQueryLength).trim()
  return /[\p{L}\p{N}]/u.test(query) ? query : ""
}

/** A part of a result's excerpt: Pagefind marks the words found with <mark>; the rest is text. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" }

/**
 * An excerpt from the index as text and marks: only Pagefind's own <mark>…</mark> is read as markup, anything
 * else stays text (shown as typed, never run), and the few entities Pagefind escapes are turned back into text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, entity => entities[entity])
  return excerpt
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(part => part !== "")
    .map(part => {
      const marked = /^<mark>[^<]*<\/mark>$/.test(part)
      return { text: decode(marked ? part.slice(6, -7) : part), marked }
    })
}
