import React from "react"
import { useSiteSettings } from "../../hooks"
import { isPrivatePath } from "../../routes"

/** The share picture made by scripts/make-images.mjs into static/; used when a page has none of its own. */
const defaultShareImage = "/og-image.jpg"

/** The largest app icon gatsby-plugin-manifest makes from src/images/icon.png; the hospital's logo for search engines. */
export const appIcon = "/icons/icon-512x512.png"

export interface SeoProps {
  title: string
  description?: string
  /** The page's own path, e.g. "/news/"; gives the canonical URL. */
  path: string
  /** Keeps the page out of search engines; by default the demonstration screens under privatePrefixes. */
  noindex?: boolean
  /** Picture shown when the page is shared: a site path ("/static/…jpg") or an absolute URL. */
  image?: string
  /** Open Graph type: news articles are "article", everything else "website". */
  type?: "website" | "article"
  /** schema.org data, e.g. from HospitalJsonLd; rendered as it is. */
  jsonLd?: React.ReactNode
  children?: React.ReactNode
}

/** Social networks and search engines need absolute addresses; paths on this site get the site URL in front. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`

/** Everything a page puts in <head>; used from each page's Head export. */
export function Seo({
  title,
  description,
  path,
  noindex = isPrivatePath(path),
  image = defaultShareImage,
  type = "website",
  jsonLd,
  children,
}: SeoProps) {
  const site = useSiteSettings()
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`
  const text = description ?? site.description
  const url = absoluteUrl(site.siteUrl, path)
  const imageUrl = absoluteUrl(site.siteUrl, image)
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_KE" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd}
      {children}
    </>
  )
}
