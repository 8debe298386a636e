import path from "path"
import isRelativeUrl from "is-relative-url"
import type { MarkdownTree } from "../../cms/markdown"
import { hasExtension, linkedFileExtensions } from "../../model/content-model"
import { attributesInHtml, fileNamedBy } from "./check-links"
import { isFile, isUnder } from "../content/content-types"
import type { ContentError } from "./content-error"

/**
 * Addresses a text links to, as gatsby-remark-copy-linked-files reads its Markdown AST: links, images and definitions
 * (even unused), as written, plus the files raw HTML names in a, img, video, audio and object. The build copies each to
 * /static/.
 */
const htmlAddresses = [
  ["a", "href"],
  ["img", "src"],
  ["video", "src"],
  ["video", "poster"],
  ["audio", "src"],
  ["source", "src"],
  ["param", "value"],
] as const

interface MarkdownNode {
  type: string
  url?: string
  value?: string
  children?: MarkdownNode[]
}

function markdownAddresses(node: MarkdownNode): (string | undefined)[] {
  const own = ["link", "image", "definition"].includes(node.type)
    ? [node.url]
    : node.type === "html"
      ? htmlAddresses.flatMap(([tag, attribute]) => attributesInHtml(node.value ?? "", tag, attribute))
      : []
  return [...own, ...(node.children ?? []).flatMap(markdownAddresses)]
}

/** Every address in a Markdown text, given as its syntax tree, that the build's copy reads. */
function copiedAddresses(tree: MarkdownTree): string[] {
  const all = markdownAddresses(tree as MarkdownNode)
  return [...new Set(all.filter((address): address is string => address !== undefined && address !== ""))]
}

/**
 * Errors for files a text in `dir` would publish that aren't pictures or PDFs (HTML or JS there runs as the site's
 * origin), resolved as the copy does (no scheme, joined to the folder as written, "//images/x.js" too); also local
 * links the copy misses (%-escapes, "?", "#", outside content/), which would be dead on the page.
 */
export function copiedFileErrors(tree: MarkdownTree, dir: string, root: string, shownAs: string): ContentError[] {
  return copiedAddresses(tree).flatMap(address => {
    if (!isRelativeUrl(address)) return []
    const file = path.posix.join(dir, address)
    if (isFile(file) && !isUnder(root, file)) {
      // The build copies only the files under content/: the page would keep a link that leads nowhere.
      return [
        {
          file: shownAs,
          field: "body",
          message: `(the text) leads to "${address}", outside content/, which the site does not publish: put the file next to the text, in its folder or one under it`,
        },
      ]
    }
    if (!isFile(file)) {
      const named = fileNamedBy(address)
      if (named === address || !isFile(path.posix.join(dir, named))) return []
      return [
        {
          file: shownAs,
          field: "body",
          message: `(the text) leads to "${address}": the site copies a file next to a text only when its address is written as the file is named, with no %-code, "?" or "#": write "${named}" (in a Markdown link, between < and > if it has spaces)`,
        },
      ]
    }
    if (hasExtension(linkedFileExtensions, file)) return []
    const extension = path.extname(file).toLowerCase()
    const kind = extension ? `a ${extension} file` : "a file without an extension"
    return [
      {
        file: shownAs,
        field: "body",
        message: `(the text) leads to "${address}", ${kind}: a text links only to pictures and PDF documents next to it (${linkedFileExtensions.join(", ")}), which the site publishes`,
      },
    ]
  })
}
