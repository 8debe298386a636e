import React from "react"
import { JsonLd, JsonLdThing } from "../JsonLd"

export interface BreadcrumbItem {
  name: string
  /** Absolute URL of the page. */
  url: string
}

function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLdThing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** schema.org BreadcrumbList: where the page sits, from the home page down to itself. */
export function BreadcrumbJsonLd({ items }: { items: readonly BreadcrumbItem[] }) {
  return <JsonLd data={breadcrumbJsonLd(items)} />
}
