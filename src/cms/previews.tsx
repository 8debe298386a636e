import React, { useEffect, useState } from "react"
import type { PreviewTemplateComponentProps } from "decap-cms-core"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { StyleSheetManager } from "styled-components"
import { GlobalStyle } from "../theme"
import { About } from "../components/About"
import { Health } from "../components/Health"
import { ArticleView } from "../components/News/ArticleView"
import { Section } from "../components/Section"
import { WhoWeAre } from "../components/WhoWeAre"
import { markdownToHtml } from "./markdown"

/**
 * The editor's preview pane, drawn with the site's own components. Decap draws it inside an
 * iframe: styled-components must put its styles in that frame's head, not the editor's.
 */

export type PreviewProps = Pick<PreviewTemplateComponentProps, "entry" | "getAsset" | "document">

function SitePreview({ document, children }: { document: Document; children: React.ReactNode }) {
  return (
    <StyleSheetManager target={document.head}>
      <GlobalStyle />
      {children}
    </StyleSheetManager>
  )
}

const text = (entry: PreviewProps["entry"], name: string): string => String(entry.getIn(["data", name]) ?? "")

const html = (entry: PreviewProps["entry"]) => markdownToHtml(text(entry, "body"))

// The same words as the NewsArticleFields fragment's formatString "D MMMM YYYY", e.g. 2 July 2026.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

function shownDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return Number.isNaN(date.valueOf()) ? isoDate : dateFormat.format(date)
}

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
  const isoDate = text(entry, "date")
  const image = usePicture(props)
  return (
    <SitePreview document={document}>
      <ArticleView
        title={text(entry, "title")}
        date={shownDate(isoDate)}
        isoDate={isoDate}
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
  }
  return (
    <SitePreview document={document}>
      <Section id="health" tinted>
        <Health articles={[article]} />
      </Section>
    </SitePreview>
  )
}

function AboutPreview({ entry, document }: PreviewProps) {
  return (
    <SitePreview document={document}>
      <Section id="about">
        <About title={text(entry, "title")} html={html(entry)} />
      </Section>
    </SitePreview>
  )
}

function WhoWeArePreview({ entry, document }: PreviewProps) {
  return (
    <SitePreview document={document}>
      <Section id="who-we-are" title={text(entry, "title")} tinted>
        <WhoWeAre html={html(entry)} />
      </Section>
    </SitePreview>
  )
}

/**
 * Preview templates by the name Decap knows them by: a folder collection's (the content model's type name),
 * or a file's in a file collection (the home page's sections, which src/templates/home.tsx picks by file name).
 */
export const previewTemplates: Record<string, (props: PreviewProps) => React.JSX.Element> = {
  NewsArticle: NewsArticlePreview,
  HealthArticle: HealthArticlePreview,
  about: AboutPreview,
  "who-we-are": WhoWeArePreview,
}
