/**
 * The single content model: the GraphQL schema, the check's zod schemas and the CMS config are generated from it, so
 * they can't drift. To add a field, add it in public.ts (an extension: its own folder, e.g. src/demo/content-model.ts)
 * and query it. src/node/content/content-types.ts lists every type.
 */
import { Locale, isLocale, locales } from "../locales"
import { ContentType, YamlType } from "./fields"

export * from "./fields"
export { publicTypes, reviewDates } from "./public"

/** The folder of the project that holds the content, and the only one the editor saves in. */
export const contentFolder = "content"

/** The records a parsed YAML file holds: the file itself, or each item of its list (none when the list is missing). */
export function yamlRecords(type: YamlType, data: unknown): unknown[] {
  if (type.shape === "object") return [data]
  const list = typeof data === "object" && data !== null ? (data as Record<string, unknown>)[type.key] : undefined
  return Array.isArray(list) ? list : []
}

/** "home.yaml" in `locale`: "home.sw.yaml". */
export function localizedName(fileName: string, locale: Locale): string {
  return fileName.replace(/(\.[a-z]+)$/i, `.${locale}$1`)
}

/** "x.sw.md" → { base: "x.md", locale: "sw" }; a name without a known language has none. */
export function splitLocale(fileName: string): { base: string; locale?: Locale } {
  const match = /^(.*)\.([a-z]{2})(\.[a-z]+)$/i.exec(fileName)
  if (!match || !isLocale(match[2])) return { base: fileName }
  return { base: `${match[1]}${match[3]}`, locale: match[2] }
}

/** The files a translated type's file stands for, one per language; the file itself for other types. */
export function filesOf(type: ContentType, fileName: string): string[] {
  return type.translated ? locales.map(locale => localizedName(fileName, locale)) : [fileName]
}
