import React, { useEffect, useState } from "react"
import type { PreviewTemplateComponentProps } from "decap-cms-core"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { StyleSheetManager } from "styled-components"
import { GlobalStyle } from "../site/theme"
import { Locale, LocaleProvider, defaultLocale, locales } from "../site/i18n"
import { aboutSection, homeLinks, homeSections } from "../model/routes"
import { About } from "../site/components/About"
import { Health } from "../site/components/Health"
import { ArticleView } from "../site/components/News/ArticleView"
import { Section } from "../site/components/Section"
import { StaffPageView } from "../site/components/StaffPage"
import { WhoWeAre } from "../site/components/WhoWeAre"
import { markdownToHtml } from "./markdown"

/**
 * The editor's preview pane, drawn with the site's own components. Decap draws it inside an
 * iframe: styled-components must put its styles in that frame's head, not the editor's.
 */

export type PreviewProps = Pick<PreviewTemplateComponentProps, "entry" | "getAsset" | "document">

/**
 * The language the preview shows: Decap gives the template the entry with the data of the language chosen above
 * the editor's left half, and tells it no more, so it is the language whose data that is.
 */
export function previewLocale(entry: PreviewProps["entry"]): Locale {
  const data = entry.get("data")
  return (
    locales.find(locale => locale !== defaultLocale && entry.getIn(["i18n", locale, "data"]) === data) ?? defaultLocale
  )
}

function SitePreview({ entry, document, children }: Omit<PreviewProps, "getAsset"> & { children: React.ReactNode }) {
  return (
    <StyleSheetManager target={document.head}>
      <LocaleProvider locale={previewLocale(entry)} languageLinks={homeLinks}>
        <GlobalStyle />
        {children}
      </LocaleProvider>
    </StyleSheetManager>
  )
}

const text = (entry: PreviewProps["entry"], name: string): string => String(entry.getIn(["data", name]) ?? "")

const html = (entry: PreviewProps["entry"]) => markdownToHtml(text(entry, "body"))

/**
 * The picture as the site's Picture component takes it. The build measures pictures with sharp; here the
 * browser does, once the picture has loaded, so its frame keeps the picture's proportions.
 */
function usePicture({ entry, getAsset }: PreviewProps, field = "image"): IGatsbyImageData | null {
  const path = text(entry, field)
  const url = path ? String(getAsset(path)) : ""
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null)
  useEffect(() => {
    if (!url) return
    const picture = new Image()
    picture.onload = () => setSize({ url, width: picture.naturalWidth, height: picture.naturalHeight })
    picture.src = url
    return () => {
      picture.onload = null
    }
  }, [url])
  if (!url || size?.url !== url) return null
  return { layout: "constrained", width: size.width, height: size.height, images: { fallback: { src: url } } }
}

export function NewsArticlePreview(props: PreviewProps) {
  const { entry, document } = props
  const image = usePicture(props)
  return (
    <SitePreview entry={entry} document={document}>
      <ArticleView
        title={text(entry, "title")}
        isoDate={text(entry, "date")}
        image={image}
        imageAlt={text(entry, "imageAlt")}
        html={html(entry)}
      />
    </SitePreview>
  )
}

export function HealthArticlePreview(props: PreviewProps) {
  const { entry, document } = props
  const image = usePicture(props)
  const article = {
    title: text(entry, "title"),
    excerpt: text(entry, "excerpt"),
    imageAlt: text(entry, "imageAlt"),
    image,
    html: html(entry),
    reviewed: text(entry, "reviewed"),
    nextReview: text(entry, "nextReview"),
  }
  return (
    <SitePreview entry={entry} document={document}>
      <Section id={homeSections.health} tinted>
        <Health articles={[article]} />
      </Section>
    </SitePreview>
  )
}

/** A section as the page that shows it draws it: About and WHO WE ARE on the home page, the rest plainly. */
function SectionPreview({ entry, document }: PreviewProps) {
  const title = text(entry, "title")
  const name = String(entry.get("slug") ?? "")
  return (
    <SitePreview entry={entry} document={document}>
      {name === "about" ? (
        <Section id={aboutSection.anchor}>
          <About title={title} html={html(entry)} />
        </Section>
      ) : (
        <Section id={name} title={title} tinted={name === homeSections.whoWeAre}>
          <WhoWeAre html={html(entry)} />
        </Section>
      )}
    </SitePreview>
  )
}

export function StaffPagePreview({ entry, document }: PreviewProps) {
  return (
    <SitePreview entry={entry} document={document}>
      <StaffPageView title={text(entry, "title")} html={html(entry)} />
    </SitePreview>
  )
}

/** Preview templates by the name Decap knows them by: the collection's, which is the content model's type name. */
export const previewTemplates: Record<string, (props: PreviewProps) => React.JSX.Element> = {
  NewsArticle: NewsArticlePreview,
  HealthArticle: HealthArticlePreview,
  Section: SectionPreview,
  StaffPage: StaffPagePreview,
}
