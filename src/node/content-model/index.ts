/**
 * The one description of what a file under content/ may hold.
 * The GraphQL schema (../schema.ts) and the build-time validation
 * (../validate-content.ts) are both generated from it, so they cannot drift.
 * To add a field: add it in public.ts or demo.ts, then use it in a query.
 */
import { demoTypes } from "./demo"
import { ContentType, MarkdownType, YamlType } from "./fields"
import { publicTypes } from "./public"

export * from "./fields"
export { accentNames, projectStatuses } from "./demo"
export type { AccentName, ProjectStatus } from "./demo"

export const contentTypes: readonly ContentType[] = [...publicTypes, ...demoTypes]
export const markdownTypes = contentTypes.filter((t): t is MarkdownType => t.source === "markdown")
export const yamlTypes = contentTypes.filter((t): t is YamlType => t.source === "yaml")
