import type { CreateDevServerArgs } from "gatsby"
import { GatsbyInternalsError } from "./error"

/**
 * The host `gatsby develop` listens on (its `--host`), from the command line's options Gatsby keeps in its state as
 * `program` (assumption 13 in INTERNALS.md).
 */
export function developHost(store: CreateDevServerArgs["store"]): string {
  const { program } = (store.getState as () => { program?: { host?: unknown } })()
  if (typeof program?.host !== "string")
    throw new GatsbyInternalsError("Gatsby's state keeps the command line's --host as program.host", "it has none")
  return program.host
}
