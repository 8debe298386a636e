import React from "react"
import styled from "styled-components"
import { useDictionary } from "../../i18n"
import { Prose } from "../Card"
import { theme } from "../../theme"
import { searchIgnore } from "../../../model/search"
import { VisuallyHidden } from "../VisuallyHidden"

const Details = styled.details`
  margin-top: auto;
  &[open] {
    margin-top: 0;
  }
`

const Toggle = styled.summary`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget}px;
  margin-bottom: ${theme.space(4)};
  padding: 0 ${theme.space(4)};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius.small};
  color: ${theme.colors.primary};
  font-weight: 600;
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${theme.colors.primaryLight};
  }
  [open] > & > :first-child,
  :not([open]) > & > :last-child {
    display: none;
  }
`

const Full = styled(Prose)`
  margin-bottom: ${theme.space(4)};
`

export interface ExpandableTextProps {
  excerpt: string
  /** The full text as HTML rendered from Markdown. */
  html: string
  /** What the button is about, for screen readers: "Read More" alone says little in a list of cards. */
  about: string
}

/** The button's words, and what a screen reader says instead: the card's title with them. */
function Label({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <span>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </span>
  )
}

/**
 * The excerpt, then the full text in a `<details>`: Read More opens it with no script, Show Less closes it.
 * Search indexes both texts but not the button's words, which would run into its excerpts.
 */
export function ExpandableText({ excerpt, html, about }: ExpandableTextProps) {
  const words = useDictionary().expandable
  return (
    <>
      <p>{excerpt}</p>
      {/* A visitor may have opened it before the block hydrates: `open` is the browser's to keep. */}
      <Details suppressHydrationWarning>
        <Toggle {...searchIgnore}>
          <Label shown={words.readMore} spoken={words.readMoreAbout(about)} />
          <Label shown={words.showLess} spoken={words.showLessAbout(about)} />
        </Toggle>
        <Full dangerouslySetInnerHTML={{ __html: html }} />
      </Details>
    </>
  )
}
