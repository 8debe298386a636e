import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useSiteCopy, useSiteSettings } from "../../hooks"
import { Locale, defaultLocale, localeInfo } from "../../../model/locales"
import type { PageLanguage } from "../../../model/page-context"
import { JsonLd } from "../StructuredData"
import { PicturePreload } from "../Picture"
import { useServerHead } from "../../hydration"

/** The share picture drawn into static/ by npm run images (testkit/share-images.ts); used when a page has none of its own. */
const defaultShareImage = "/og-image.jpg"

/** The largest app icon gatsby-plugin-manifest makes from src/images/icon.png; the hospital's logo for search engines. */
export const appIcon = "/icons/icon-512x512.png"

export interface SeoProps {
  title: string
  description?: string
  /** The page's own path, e.g. "/sw/news/"; gives the canonical URL. */
  path: string
  /** The page's language and its translations, from createPages; English alone when not given (the 404 page). */
  language?: Pick<PageLanguage, "locale" | "alternates">
  /** Keeps the page out of search engines: the screens under an extension's privatePrefixes pass it. */
  noindex?: boolean
  /** Picture shown when the page is shared: a site path ("/static/…jpg") or an absolute URL. */
  image?: string
  /** Open Graph type: news articles are "article", everything else "website". */
  type?: "website" | "article"
  /** The page's largest first-screen picture, preloaded with the HTML. */
  mainPicture?: IGatsbyImageData | null
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
  language = { locale: defaultLocale, alternates: {} },
  noindex = false,
  image = defaultShareImage,
  type = "website",
  mainPicture,
  jsonLd,
  children,
}: SeoProps) {
  useServerHead()
  const site = useSiteSettings()
  const copy = useSiteCopy(language.locale)
  const fullTitle = title === copy.name ? title : `${title} | ${copy.name}`
  const text = description ?? copy.description
  const url = absoluteUrl(site.siteUrl, path)
  const imageUrl = absoluteUrl(site.siteUrl, image)
  const info = localeInfo[language.locale]
  // hreflang only where the page is translated; each translation lists the others, and English is the default.
  const translations = Object.entries(language.alternates) as [Locale, string][]
  const translated = translations.length > 1
  const englishPath = language.alternates[defaultLocale]
  return (
    <>
      <html lang={info.lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {translated &&
        translations.map(([locale, alternatePath]) => (
          <link
            key={locale}
            rel="alternate"
            hrefLang={localeInfo[locale].lang}
            href={absoluteUrl(site.siteUrl, alternatePath)}
          />
        ))}
      {translated && englishPath && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(site.siteUrl, englishPath)} />
      )}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:site_name" content={copy.name} />
      <meta property="og:locale" content={info.ogLocale} />
      {translations
        .filter(([locale]) => locale !== language.locale)
        .map(([locale]) => (
          <meta key={locale} property="og:locale:alternate" content={localeInfo[locale].ogLocale} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <PicturePreload image={mainPicture} />
      <JsonLd data={{ "@type": "WebPage", name: fullTitle, url, inLanguage: info.lang }} />
      {jsonLd}
      {children}
    </>
  )
}
