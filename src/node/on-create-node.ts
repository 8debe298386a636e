import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { markdownTypes } from "./content-model"
import { slugFromFileName } from "./slug"

interface FileNode extends Node {
  sourceInstanceName: string
  relativeDirectory: string
  base: string
}

interface MarkdownNode extends Node {
  frontmatter: Record<string, unknown>
}

/**
 * Each Markdown file becomes a typed node (NewsArticle, HealthArticle, Section)
 * chosen by its folder, so every kind has its own schema with required fields.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file || file.sourceInstanceName !== "content") return
  const type = markdownTypes.find(t => t.dir === file.relativeDirectory)
  if (!type) return

  const { frontmatter } = node as MarkdownNode
  const fields: Record<string, unknown> = {}
  for (const name of Object.keys(type.fields)) fields[name] = frontmatter[name]
  if (type.slugged) {
    fields.slug = typeof frontmatter.slug === "string" ? frontmatter.slug : slugFromFileName(file.base)
  }

  const child = {
    ...fields,
    fileName: path.posix.join("content", file.relativeDirectory, file.base),
    id: createNodeId(`${node.id} >>> ${type.name}`),
    parent: node.id,
    children: [],
    internal: { type: type.name, contentDigest: node.internal.contentDigest },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as Node })
}
