import React from "react"

/** A schema.org object; "@context" is added here so callers describe only the thing itself. */
export type JsonLdThing = { "@type": string } & Record<string, unknown>

/**
 * Renders schema.org data for search engines, for use inside a page's Head.
 * "<" is escaped so text from content files can never close the script early.
 */
export function JsonLd({ data }: { data: JsonLdThing }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c")
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
