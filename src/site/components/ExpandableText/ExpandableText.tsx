import React, { useId, useState } from "react"
import styled from "styled-components"
import { useDictionary } from "../../i18n"
import { Prose } from "../Card"
import { disclosed, theme } from "../../theme"
import { searchIgnore } from "../../../model/search"

const Toggle = styled.button`
  align-self: flex-start;
  min-height: ${theme.sizes.touchTarget}px;
  margin-top: auto;
  padding: 0 ${theme.space(4)};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryLight};
  }
`

const Full = styled(Prose)`
  ${disclosed}
  margin-bottom: ${theme.space(4)};
`

export interface ExpandableTextProps {
  excerpt: string
  /** The full text as HTML rendered from Markdown. */
  html: string
  /** What the button is about, for screen readers: "Read More" alone says little in a list of cards. */
  about: string
}

/**
 * The excerpt, then the full text behind a Read More / Show Less button.
 * Collapsed shows the excerpt and 'Read More'; expanded shows the excerpt, the full text and 'Show Less'.
 * Search indexes both texts but not the button's words, which would run into its excerpts.
 */
export function ExpandableText({ excerpt, html, about }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const words = useDictionary().expandable
  return (
    <>
      <p>{excerpt}</p>
      <Full id={id} data-open={expanded || undefined} dangerouslySetInnerHTML={{ __html: html }} />
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        aria-label={expanded ? words.showLessAbout(about) : words.readMoreAbout(about)}
        onClick={() => setExpanded(value => !value)}
        {...searchIgnore}
      >
        {expanded ? words.showLess : words.readMore}
      </Toggle>
    </>
  )
}
