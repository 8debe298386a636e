import React from "react"
import styled, { css } from "styled-components"
import { useSiteSettings } from "../../hooks"
import { useDictionary } from "../../i18n"
import { PhoneIcon, WhatsappIcon } from "../Icons"
import { VisuallyHidden } from "../VisuallyHidden"
import { telHref, whatsappUrl } from "./phone"
import { theme } from "../../theme"

/** The bar's height, with room for the home indicator of phones that have one. */
const barHeight = css`
  height: calc(${theme.sizes.contactBar}px + env(safe-area-inset-bottom, 0px));
`

/** Phones and small tablets only: wider screens show the numbers in the top bar. */
const phoneOnly = css`
  ${theme.up("md")} {
    display: none;
  }
`

const Bar = styled.aside`
  ${barHeight}
  ${phoneOnly}
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  /* Under the navbar's menu, which may reach down to here when open. */
  z-index: ${theme.layers.contactBar};
  display: flex;
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${theme.colors.primaryDark};
  box-shadow: ${theme.shadow.raised};
`

const Action = styled.a`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  & + & {
    border-left: 1px solid ${theme.colors.primary};
  }
`

/** Takes the bar's height at the end of the page, so the bar never hides the last of the content. */
const Spacer = styled.div`
  ${barHeight}
  ${phoneOnly}
`

/**
 * Call and WhatsApp, always one tap away at the bottom of a phone's screen. It is in the HTML from the start
 * and its room is kept at the end of the page, so nothing moves and nothing is covered.
 */
export function ContactBar() {
  const site = useSiteSettings()
  const words = useDictionary()
  return (
    <>
      <Spacer />
      <Bar aria-label={words.contact.barLabel}>
        <Action href={telHref(site.phone)}>
          <PhoneIcon /> {words.contact.call} <VisuallyHidden>{site.phone}</VisuallyHidden>
        </Action>
        <Action href={whatsappUrl(site.whatsapp)}>
          <WhatsappIcon /> WhatsApp <VisuallyHidden>{site.whatsapp}</VisuallyHidden>
        </Action>
      </Bar>
    </>
  )
}
