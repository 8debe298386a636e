import fs from "fs"
import path from "path"
import isRelativeUrl from "is-relative-url"
import remark from "remark"
import { hasExtension, linkedFileExtensions } from "../model/content-model"
import { attributesOf } from "./check-links"
import type { ContentError } from "./validate-content"

/**
 * The files of the site a text names, as the build's copy of them (gatsby-remark-copy-linked-files) reads the
 * text: its links, pictures and link definitions (even one no link uses), and in its HTML the files that a link, a
 * picture, a <video>, an <audio> or an <object> names. The build copies each to /static/, where it is published.
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
  children?: MarkdownNode[]
}

function markdownAddresses(node: MarkdownNode): string[] {
  const own = ["link", "image", "definition"].includes(node.type) && node.url ? [node.url] : []
  return [...own, ...(node.children ?? []).flatMap(markdownAddresses)]
}

/** Every address in a Markdown text that the build's copy reads. */
export function copiedAddresses(markdown: string): string[] {
  const inHtml = htmlAddresses.flatMap(([tag, attribute]) => attributesOf(markdown, tag, attribute))
  const all = [...markdownAddresses(remark().parse(markdown) as MarkdownNode), ...inHtml]
  return [...new Set(all.filter((address): address is string => address !== undefined && address !== ""))]
}

/**
 * The files a text in `dir` makes the build publish that are not pictures or PDF documents: a web page or a script
 * there would run as the site's own. Found as the copy finds them: an address with no scheme, joined as it is
 * written to the text's folder ("//images/x.js" too), that is a file.
 */
export function copiedFileErrors(markdown: string, dir: string, shownAs: string): ContentError[] {
  return copiedAddresses(markdown).flatMap(address => {
    if (!isRelativeUrl(address)) return []
    const file = path.posix.join(dir, address)
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return []
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
