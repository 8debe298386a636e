import path from "path"
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby"
import { ContentType, splitLocale } from "../model/content-model"
import { slugOf } from "../model/slug"
import { checkFile, contentTypeOf } from "./content-check/validate-content"

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
  base: string
}

/** A typed child node holding the fields the content model declares for `type`, and nothing else. */
function createContentNode(
  { actions, createNodeId }: Pick<CreateNodeArgs, "actions" | "createNodeId">,
  parent: Node,
  type: ContentType,
  record: Record<string, unknown>,
  extra: Record<string, unknown>,
  idSuffix = "",
) {
  const fields: Record<string, unknown> = {}
  for (const name of Object.keys(type.fields)) fields[name] = record[name]
  const child = {
    ...fields,
    ...extra,
    id: createNodeId(`${parent.id}${idSuffix} >>> ${type.name}`),
    parent: parent.id,
    children: [],
    internal: { type: type.name, contentDigest: `${parent.internal.contentDigest}${idSuffix}` },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent, child: child as unknown as Node })
}

/**
 * For a translated type: the file's language, and the name it shares with its twins in the other languages
 * (news/2026-01-10-x.md for news/2026-01-10-x.en.md and …sw.md), which pairs an article with its translation.
 */
function languageOf(type: ContentType, file: FileNode): Record<string, unknown> {
  if (!type.translated) return {}
  const { base, locale } = splitLocale(file.base)
  return { locale, translationKey: path.posix.join(path.posix.dirname(file.relativePath), base) }
}

/**
 * The records of each content file as last read without a mistake. While `gatsby develop` runs, a file saved
 * with a mistake keeps its last valid version on the pages (the content check in createPages names the mistake)
 * rather than showing an empty title. A build never gets here with a mistake: onPreBootstrap stops it first.
 */
const lastValid = new Map<string, Record<string, unknown>[]>()

/** The records of a content file, checked against the content model; none when it never was valid. */
async function validRecords(
  { loadNodeContent, reporter }: CreateNodeArgs,
  file: FileNode,
  type: ContentType,
): Promise<Record<string, unknown>[]> {
  const shownAs = path.posix.join("content", file.relativePath)
  const { records, errors, untranslated } = checkFile(type, file.absolutePath, await loadNodeContent(file), shownAs)
  if (untranslated) return []
  if (records) {
    lastValid.set(shownAs, records)
    return records
  }
  const kept = lastValid.get(shownAs)
  reporter.warn(
    `${shownAs} has ${errors.length === 1 ? "a mistake" : "mistakes"} (listed below); ` +
      (kept ? "the pages keep its last valid version until it is fixed." : "it stays off the pages until it is fixed."),
  )
  return kept ?? []
}

/**
 * Markdown files become typed nodes by folder (NewsArticle, ServicePage…); YAML files one node, or one per list item,
 * typed by the content model. Each file is parsed and validated as the content check does (dates stay as written), and
 * the nodes get the validated values.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async args => {
  const { node, getNode } = args

  if (node.internal.type === "File") {
    const file = node as FileNode
    const type = file.sourceInstanceName === "content" ? contentTypeOf(file.relativePath) : undefined
    if (type?.source === "yaml-folder") {
      const slug = path.posix.basename(file.relativePath, path.posix.extname(file.relativePath))
      for (const record of await validRecords(args, file, type)) createContentNode(args, file, type, record, { slug })
      return
    }
    if (type?.source !== "yaml") return
    const records = await validRecords(args, file, type)
    records.forEach((record, index) =>
      createContentNode(args, file, type, record, languageOf(type, file), type.shape === "list" ? `[${index}]` : ""),
    )
    return
  }

  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  const type = file?.sourceInstanceName === "content" ? contentTypeOf(file.relativePath) : undefined
  if (!file || type?.source !== "markdown") return
  for (const record of await validRecords(args, file, type)) {
    const extra: Record<string, unknown> = { fileName: path.posix.join("content", file.relativePath) }
    if (type.slugged) extra.slug = slugOf(record.slug, splitLocale(file.base).base)
    createContentNode(args, node, type, record, { ...extra, ...languageOf(type, file) })
  }
}
