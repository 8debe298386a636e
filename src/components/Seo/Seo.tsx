import React from "react"
import { useSiteSettings } from "../../hooks"

export interface SeoProps {
  title: string
  description?: string
  /** The page's own path, e.g. "/news/"; gives the canonical URL. */
  path: string
  /** Demonstration screens stay out of search engines. */
  noindex?: boolean
  children?: React.ReactNode
}

/** Everything a page puts in <head>; used from each page's Head export. */
export function Seo({ title, description, path, noindex = false, children }: SeoProps) {
  const site = useSiteSettings()
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`
  const text = description ?? site.description
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={`${site.siteUrl}${path}`} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {children}
    </>
  )
}
