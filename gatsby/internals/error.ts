/** An assumption about Gatsby that no longer holds: the message says which, and what was found instead. */
export class GatsbyInternalsError extends Error {
  constructor(assumption: string, found: string) {
    super(`Gatsby internals: ${assumption}, but ${found}. See gatsby/internals/INTERNALS.md.`)
    this.name = "GatsbyInternalsError"
  }
}
