/** Every content type the build knows: the site's own (src/model) and the demonstration screens' (src/demo). */
import { demoTypes } from "../demo/content-model"
import { ContentType, MarkdownType, YamlFolderType, YamlType, publicTypes } from "../model/content-model"

export const contentTypes: readonly ContentType[] = [...publicTypes, ...demoTypes]
export const markdownTypes = contentTypes.filter((t): t is MarkdownType => t.source === "markdown")
export const yamlTypes = contentTypes.filter((t): t is YamlType => t.source === "yaml")
export const yamlFolderTypes = contentTypes.filter((t): t is YamlFolderType => t.source === "yaml-folder")
