/**
 * The one description of what a file under content/ may hold.
 * The GraphQL schema (schema.ts) and the build-time validation
 * (validate-content.ts) are both generated from it, so they cannot drift.
 * To add a field: add it here, then use it in a query.
 */

export type ScalarType = "String" | "Int" | "Float" | "Boolean" | "Date" | "Image"

export interface ObjectSpec {
  /** GraphQL type name. */
  name: string
  fields: Record<string, FieldSpec>
}

export interface FieldSpec {
  type: ScalarType | ObjectSpec
  /** Fields are required unless marked optional: staff get told what is missing. */
  optional?: boolean
  list?: boolean
  oneOf?: readonly string[]
  min?: number
  max?: number
}

export interface MarkdownType extends ObjectSpec {
  source: "markdown"
  /** Folder under content/ whose .md files are of this type. */
  dir: string
  /** Give each file a URL slug and refuse two files with the same one. */
  slugged?: boolean
}

export interface YamlType extends ObjectSpec {
  source: "yaml"
  /** Path under content/. */
  file: string
  /** A list of items (one node each) or a single object (one node). */
  shape: "list" | "object"
}

export type ContentType = MarkdownType | YamlType

const text: FieldSpec = { type: "String" }
const optionalText: FieldSpec = { type: "String", optional: true }
const image: FieldSpec = { type: "Image" }

/** Colour names the demo screens may use; the theme maps each to a colour. */
export const accentNames = ["red", "orange", "amber", "emerald", "teal", "sky", "indigo", "pink"] as const
export type AccentName = (typeof accentNames)[number]

export const projectStatuses = ["pending", "completed", "delayed", "on schedule"] as const
export type ProjectStatus = (typeof projectStatuses)[number]

const socialLinks: ObjectSpec = {
  name: "SocialLinks",
  fields: { facebook: text, twitter: text, github: text },
}

export const contentTypes: readonly ContentType[] = [
  {
    name: "SiteSettings",
    source: "yaml",
    file: "site.yaml",
    shape: "object",
    fields: {
      name: text,
      shortName: text,
      avatarLetter: { type: "String", min: 1, max: 1 },
      description: text,
      siteUrl: text,
      phone: text,
      email: text,
      address: text,
      map: {
        type: {
          name: "MapSettings",
          fields: {
            lat: { type: "Float", min: -90, max: 90 },
            lng: { type: "Float", min: -180, max: 180 },
            zoom: { type: "Int", min: 1, max: 21 },
          },
        },
      },
      social: { type: socialLinks },
      share: { type: { ...socialLinks, name: "ShareLinks" } },
      docsUrl: text,
      downloadUrl: text,
      copyright: {
        type: { name: "Copyright", fields: { company: text, url: text } },
      },
    },
  },
  {
    name: "NewsArticle",
    source: "markdown",
    dir: "news",
    slugged: true,
    fields: {
      title: text,
      date: { type: "Date" },
      image,
      imageAlt: text,
      excerpt: text,
      slug: optionalText,
    },
  },
  {
    name: "HealthArticle",
    source: "markdown",
    dir: "health",
    fields: {
      title: text,
      order: { type: "Int", min: 1 },
      image,
      imageAlt: text,
      excerpt: text,
    },
  },
  {
    name: "Section",
    source: "markdown",
    dir: "sections",
    fields: { title: text },
  },
  {
    name: "Service",
    source: "yaml",
    file: "services.yaml",
    shape: "list",
    fields: {
      title: text,
      image,
      imageAlt: text,
      description: text,
      lines: { type: "String", list: true, min: 1 },
    },
  },
  {
    name: "TeamCard",
    source: "yaml",
    file: "team.yaml",
    shape: "list",
    fields: { title: text, image, imageAlt: text, description: text },
  },
  {
    name: "Insurer",
    source: "yaml",
    file: "insurers.yaml",
    shape: "list",
    fields: { name: text },
  },
  {
    name: "Slide",
    source: "yaml",
    file: "slides.yaml",
    shape: "list",
    fields: { title: text, description: text, image, imageAlt: text },
  },
  {
    name: "StatCard",
    source: "yaml",
    file: "demo/stat-cards.yaml",
    shape: "list",
    fields: {
      subtitle: text,
      title: text,
      arrow: { type: "String", oneOf: ["up", "down"] },
      percent: { type: "Float" },
      percentColor: { type: "String", oneOf: accentNames },
      description: text,
      icon: { type: "String", oneOf: ["chart-bar", "chart-pie", "users", "percent"] },
      iconColor: { type: "String", oneOf: accentNames },
    },
  },
  {
    name: "Chart",
    source: "yaml",
    file: "demo/charts.yaml",
    shape: "list",
    fields: {
      key: { type: "String", oneOf: ["sales", "orders"] },
      overline: text,
      title: text,
      labels: { type: "String", list: true, min: 1 },
      current: { type: "Float", list: true, min: 1 },
      previous: { type: "Float", list: true, min: 1 },
    },
  },
  {
    name: "ProjectRow",
    source: "yaml",
    file: "demo/projects.yaml",
    shape: "list",
    fields: {
      project: text,
      budget: { type: "Int", min: 0 },
      status: { type: "String", oneOf: projectStatuses },
      users: { type: "String", list: true },
      completion: { type: "Int", min: 0, max: 100 },
    },
  },
]

export const markdownTypes = contentTypes.filter((t): t is MarkdownType => t.source === "markdown")
export const yamlTypes = contentTypes.filter((t): t is YamlType => t.source === "yaml")

export const imageExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const

export function isObjectSpec(type: FieldSpec["type"]): type is ObjectSpec {
  return typeof type === "object"
}
