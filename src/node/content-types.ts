/** Every content type the build knows: the site's own (src/model) and the demonstration screens' (src/demo). */
import path from "path"
import { demoTypes } from "../demo/content-model"
import { ContentType, MarkdownType, YamlFolderType, YamlType, publicTypes } from "../model/content-model"

export const contentTypes: readonly ContentType[] = [...publicTypes, ...demoTypes]
export const markdownTypes = contentTypes.filter((t): t is MarkdownType => t.source === "markdown")
export const yamlTypes = contentTypes.filter((t): t is YamlType => t.source === "yaml")
export const yamlFolderTypes = contentTypes.filter((t): t is YamlFolderType => t.source === "yaml-folder")

/** The folder content/ that holds `absolutePath`, a file of `type`: as many folders up as the type's folder is deep. */
export function contentRootOf(type: ContentType, absolutePath: string): string {
  const folder = "dir" in type ? type.dir : path.posix.dirname(type.file)
  const depth = folder === "." ? 0 : folder.split("/").length
  return path.resolve(path.dirname(absolutePath), ...Array<string>(depth).fill(".."))
}

/** Whether `file` lies under `root`: the build reads and publishes only what lies under content/. */
export function isUnder(root: string, file: string): boolean {
  const relative = path.relative(root, file)
  return !path.isAbsolute(relative) && relative.split(path.sep)[0] !== ".."
}
