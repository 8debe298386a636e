/**
 * The Writable Gatsby's SSR pipes each page's React stream into (`.cache/static-entry.js`): it joins the chunks as
 * text and, awaited, gives the page's HTML (assumption 14).
 */
declare module "gatsby/cache-dir/server-utils/writable-as-promise" {
  import type { Writable } from "stream"

  export class WritableAsPromise extends Writable implements PromiseLike<string> {
    then<Resolved = string, Rejected = never>(
      onResolved?: ((html: string) => Resolved | PromiseLike<Resolved>) | null,
      onRejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
    ): PromiseLike<Resolved | Rejected>
  }
}
