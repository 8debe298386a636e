import React from "react"
import { JsonLd, JsonLdThing } from "../JsonLd"

export interface NewsArticleJsonLdProps {
  headline: string
  description: string
  /** Absolute URL of the article page. */
  url: string
  /** Absolute URL of the article's picture. */
  image: string
  /** ISO 8601 dates, e.g. "2026-07-02". */
  datePublished: string
  dateModified?: string
  /** The article's language, e.g. "sw". */
  inLanguage: string
  /** The hospital: it writes and publishes the news. */
  organizationName: string
  organizationUrl: string
  /** Absolute URL of the hospital's logo. */
  logo: string
}

function newsArticleJsonLd(props: NewsArticleJsonLdProps): JsonLdThing {
  const organization = { "@type": "Organization", name: props.organizationName, url: props.organizationUrl }
  return {
    "@type": "NewsArticle",
    headline: props.headline,
    description: props.description,
    image: [props.image],
    datePublished: props.datePublished,
    dateModified: props.dateModified ?? props.datePublished,
    inLanguage: props.inLanguage,
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: props.logo } },
    mainEntityOfPage: { "@type": "WebPage", "@id": props.url },
  }
}

/** schema.org NewsArticle for an article page's Head. */
export function NewsArticleJsonLd(props: NewsArticleJsonLdProps) {
  return <JsonLd data={newsArticleJsonLd(props)} />
}
