/** "2026-03-14-patient-flow-study.md" → "patient-flow-study": the date prefix only orders files. */
export function slugFromFileName(fileName: string): string {
  return fileName
    .replace(/\.md$/i, "")
    .replace(/^\d{4}-\d{2}-\d{2}-/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** The slug of a file: the one its front matter gives, or else its file name's. An empty one (the CMS writes `slug: ""` for a cleared field) counts as none. */
export function slugOf(frontmatterSlug: unknown, fileName: string): string {
  return typeof frontmatterSlug === "string" && frontmatterSlug.trim() !== ""
    ? frontmatterSlug
    : slugFromFileName(fileName)
}
