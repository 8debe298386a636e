import path from "path"

/** This repository. */
export const repoDir = path.resolve(__dirname, "..")

/**
 * The project that tools and tests read and serve: this repository, unless E2E_PROJECT_DIR names another copy,
 * as the content-edit check does with its edited copy.
 */
export const projectDir = path.resolve(process.env.E2E_PROJECT_DIR ?? repoDir)
export const contentDir = path.join(projectDir, "content")
