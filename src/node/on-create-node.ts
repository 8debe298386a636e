import path from "path"
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby"
import { ContentType, markdownTypes, yamlRecords, yamlTypes } from "./content-model"
import { slugOf } from "./slug"
import { parseYaml } from "./validate-content"

interface FileNode extends Node {
  sourceInstanceName: string
  relativeDirectory: string
  relativePath: string
  base: string
  extension: string
}

interface MarkdownNode extends Node {
  frontmatter: Record<string, unknown>
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
 * Each Markdown file becomes a typed node (NewsArticle, HealthArticle, Section) chosen by its folder, and each
 * YAML file one node, or one per item of its list, of the type the content model gives its path. YAML is parsed
 * as the content check parses it, so dates stay the text staff wrote.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async args => {
  const { node, getNode, loadNodeContent } = args

  if (node.internal.type === "File") {
    const file = node as FileNode
    const type = yamlTypes.find(t => t.file === file.relativePath)
    if (file.sourceInstanceName !== "content" || !type) return
    const records = yamlRecords(type, parseYaml(await loadNodeContent(file)))
    records.forEach((record, index) =>
      createContentNode(
        args,
        file,
        type,
        record as Record<string, unknown>,
        {},
        type.shape === "list" ? `[${index}]` : "",
      ),
    )
    return
  }

  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file || file.sourceInstanceName !== "content") return
  const type = markdownTypes.find(t => t.dir === file.relativeDirectory)
  if (!type) return

  const { frontmatter } = node as MarkdownNode
  const extra: Record<string, unknown> = { fileName: path.posix.join("content", file.relativeDirectory, file.base) }
  if (type.slugged) {
    extra.slug = slugOf(frontmatter.slug, file.base)
  }
  createContentNode(args, node, type, frontmatter, extra)
}
