import React from "react"
import { ArticleBody, ArticleCard } from "../Card"

export interface StaffPageViewProps extends Pick<Queries.StaffPage, "title"> {
  /** The page's text, rendered from Markdown and sanitized. */
  html: string
}

/** A page staff write in content/pages (privacy notice, visiting hours …), as its page and the CMS preview show it. */
export function StaffPageView({ title, html }: StaffPageViewProps) {
  return (
    <ArticleCard>
      <ArticleBody>
        <h1>{title}</h1>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </ArticleBody>
    </ArticleCard>
  )
}
