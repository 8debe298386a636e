/** "2026-03-14-patient-flow-study.md" → "patient-flow-study": the date prefix only orders files. */
export function slugFromFileName(fileName: string): string {
  return fileName
    .replace(/\.md$/i, "")
    .replace(/^\d{4}-\d{2}-\d{2}-/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}
