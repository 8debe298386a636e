import type { Context } from "react"

declare module "gatsby" {
  /** The static query results: Gatsby exports this at run time, but its type declarations leave it out. */
  export const StaticQueryContext: Context<Record<string, { data: unknown }>>
}
