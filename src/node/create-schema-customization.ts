import type { GatsbyNode } from "gatsby"
import { ContentType, FieldSpec, ObjectSpec, isObjectSpec } from "../model/content-model"
import { contentTypes } from "./content/content-types"
import { extensionMenuSdl } from "./source-nodes"

const scalarSdl: Record<string, string> = {
  String: "String",
  Int: "Int",
  Float: "Float",
  Boolean: "Boolean",
  Date: "Date",
  // The moment with its offset (2026-12-04T08:00:00+03:00), read as it is by the browser.
  DateTime: "String",
  Image: "File",
}

function fieldSdl(spec: FieldSpec): string {
  const base = isObjectSpec(spec.type) ? spec.type.name : scalarSdl[spec.type]
  const typed = spec.list ? `[${base}!]` : base
  const nullable = spec.optional ? typed : `${typed}!`
  if (spec.type === "Date") return `${nullable} @dateformat`
  if (spec.type === "Image") return `${nullable} @fileByRelativePath`
  return nullable
}

function nestedTypes(spec: ObjectSpec): ObjectSpec[] {
  return Object.values(spec.fields).flatMap(field =>
    isObjectSpec(field.type) ? [field.type, ...nestedTypes(field.type)] : [],
  )
}

function typeSdl(type: ContentType): string {
  const fields = Object.entries(type.fields).map(([name, spec]) =>
    name === "slug" && type.source === "markdown" && type.slugged ? "  slug: String!" : `  ${name}: ${fieldSdl(spec)}`,
  )
  // Every slugged node gets a slug, from its front matter or its file name (a service's is its file name alone).
  if (type.source === "markdown" && type.slugged && !("slug" in type.fields)) fields.push("  slug: String!")
  if (type.translated) {
    // Which language the file is in, and what pairs it with its translations (see on-create-node.ts).
    fields.push("  locale: String!", "  translationKey: String!")
  }
  if (type.source === "yaml-folder") {
    // The file's name without .yaml: what tells one entry from another (a notice dismissed for the visit).
    fields.push("  slug: String!")
  }
  if (type.source === "markdown") {
    // The Markdown body, rendered by gatsby-transformer-remark on the parent node.
    fields.push('  body: MarkdownRemark! @link(from: "parent")', "  fileName: String!")
  }
  return `type ${type.name} implements Node @dontInfer {\n${fields.join("\n")}\n}`
}

function plainTypeSdl(type: ObjectSpec): string {
  const fields = Object.entries(type.fields).map(([name, spec]) => `  ${name}: ${fieldSdl(spec)}`)
  return `type ${type.name} {\n${fields.join("\n")}\n}`
}

/** The GraphQL schema of all content, generated from the content model. */
export function contentSchemaSdl(): string {
  const seen = new Set<string>()
  const nested = contentTypes.flatMap(nestedTypes).filter(t => !seen.has(t.name) && seen.add(t.name))
  return [...nested.map(plainTypeSdl), ...contentTypes.map(typeSdl)].join("\n\n")
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([contentSchemaSdl(), extensionMenuSdl].join("\n\n"))
}
