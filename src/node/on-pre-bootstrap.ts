import path from "path"
import type { GatsbyNode, Reporter } from "gatsby"
import { checkContent, validateContent } from "./content-check/validate-content"
import { ContentError, formatContentError } from "./content-check/content-error"
import { backendFromEnvironment } from "../cms/build/decap-config"

/** Gatsby's id for a content mistake, so it prints a named error rather than "ERROR UNKNOWN". */
const contentErrorId = "10001"

/** A message under Gatsby's name for a mistake in what staff or IT wrote, printed as it is. */
function namedError(reporter: Reporter, sourceMessage: string) {
  reporter.setErrorMap({
    [contentErrorId]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "API.NODE.VALIDATION",
      category: "USER",
    },
  })
  return { id: contentErrorId, context: { sourceMessage } }
}

/** Every mistake of the content under Gatsby's name for it; `outcome` says what happens meanwhile. */
function describeMistakes(reporter: Reporter, errors: ContentError[], outcome: string) {
  const plural = errors.length === 1 ? "mistake" : "mistakes"
  const sourceMessage =
    `The content has ${errors.length} ${plural}; ${outcome}:\n` +
    errors.map(error => `  - ${formatContentError(error)}`).join("\n")
  return namedError(reporter, sourceMessage)
}

// Gatsby runs from the project root; its compiled copy of this file lives elsewhere.
const contentDir = () => path.resolve(process.cwd(), "content")

/**
 * Stops the build, and `gatsby develop` from starting, before anything is published when a content file is wrong,
 * or when CMS_BACKEND, the editor's Git host, is not a setting the editor can use.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    backendFromEnvironment()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    reporter.panic(namedError(reporter, `${message} Nothing was published.`))
  }
  const { errors, warnings } = checkContent(contentDir())
  if (errors.length > 0) {
    reporter.panic(describeMistakes(reporter, errors, "nothing was published. Fix and build again"))
  }
  // Warnings (a service without hours, an overdue review, a picture out of the editor's sight) stop only
  // `npm run check -- --strict`: a hospital that wants them to stop publishing runs that.
  for (const warning of warnings) reporter.warn(formatContentError(warning))
}

let hadMistakes = false

/**
 * The same check while `gatsby develop` runs: called from createPages, which Gatsby runs again after every change
 * to the content, deletions and renames included. The server goes on; each file with a mistake keeps its last
 * valid version on the pages (see on-create-node.ts).
 */
export function recheckContent(reporter: Reporter): void {
  const errors = validateContent(contentDir())
  if (errors.length > 0) {
    reporter.error(describeMistakes(reporter, errors, "a build would stop here. Fix and save again"))
  } else if (hadMistakes) {
    reporter.success("The content has no mistakes any more.")
  }
  hadMistakes = errors.length > 0
}
