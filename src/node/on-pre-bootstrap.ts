import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatContentError, validateContent } from "./validate-content"

/** Gatsby's id for a content mistake, so the build prints a named error rather than "ERROR UNKNOWN". */
const contentErrorId = "10001"

/** Stops the build before anything is published when a content file is wrong. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  // Gatsby runs from the project root; its compiled copy of this file lives elsewhere.
  const errors = validateContent(path.resolve(process.cwd(), "content"))
  if (errors.length === 0) return
  const plural = errors.length === 1 ? "mistake" : "mistakes"
  reporter.setErrorMap({
    [contentErrorId]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "API.NODE.VALIDATION",
      category: "USER",
    },
  })
  reporter.panic({
    id: contentErrorId,
    context: {
      sourceMessage:
        `The content has ${errors.length} ${plural}; nothing was published. Fix and build again:\n` +
        errors.map(error => `  - ${formatContentError(error)}`).join("\n"),
    },
  })
}
