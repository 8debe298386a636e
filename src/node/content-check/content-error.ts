/** A mistake in content/, named by file and field: what the check, the build and the editor's tests report. */
export interface ContentError {
  /** Path relative to the project, e.g. content/news/2026-01-10-ecare.md */
  file: string
  /** Field path inside the file, e.g. title or services[2].lines */
  field?: string
  message: string
}

export function formatContentError({ file, field, message }: ContentError): string {
  return field ? `${file}: field "${field}" ${message}` : `${file}: ${message}`
}
