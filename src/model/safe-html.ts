import sanitizeHtml from "sanitize-html"

/**
 * What HTML from a content file may put on a page: what Markdown writes (paragraphs, headings, lists, links,
 * emphasis, quotes, code, tables, the site's own pictures) and nothing that runs or embeds anything: no script,
 * style, iframe, object, embed or form, no on… attributes, no style attributes, no javascript: or data: addresses.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // A picture is one of the site's files (the build copies those a text shows): one from another host would tell
  // it who reads the page. The content check names such a picture; this keeps it off the page whatever happens.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
}

export function safeHtml(html: string): string {
  return sanitizeHtml(html, options)
}

/** Plain text where HTML is read (a feed item's description, a summary): shown as written, never as markup. */
export const textAsHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
