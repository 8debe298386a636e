import React from "react"
import styled from "styled-components"
import { useSiteSettings } from "../../hooks"
import { useDictionary } from "../../i18n"
import { mailtoHref, telHref, whatsappUrl } from "../ContactLinks"
import { MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from "../Icons"
import { theme } from "../../theme"

const Bar = styled.aside`
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onDark};
  font-size: ${theme.fontSize.small};
`

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(6)};
  max-width: ${theme.sizes.contentWidth}px;
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 24px;
  }
  a {
    color: inherit;
    white-space: nowrap;
  }
`

/** Phones reach WhatsApp from the bar at the bottom of the screen; wider screens find it here. */
const WideOnly = styled.li`
  && {
    display: none;
  }
  ${theme.up("md")} {
    && {
      display: flex;
    }
  }
`

const Emergency = styled.strong`
  font-weight: 700;
`

/** Phone, emergency line, WhatsApp, email and address above the page, each usable with one tap. */
export function TopBar() {
  const site = useSiteSettings()
  const words = useDictionary()
  return (
    <Bar aria-label={words.contact.details}>
      <List>
        <li>
          <PhoneIcon size={16} />
          <a href={telHref(site.phone)}>{site.phone}</a>
        </li>
        <li>
          <PhoneIcon size={16} />
          <span>
            <Emergency>{words.contact.emergency}:</Emergency>{" "}
            <a href={telHref(site.emergencyPhone)}>{site.emergencyPhone}</a>
          </span>
        </li>
        <WideOnly>
          <WhatsappIcon size={16} />
          <a href={whatsappUrl(site.whatsapp)}>WhatsApp {site.whatsapp}</a>
        </WideOnly>
        <li>
          <MailIcon size={16} />
          <a href={mailtoHref(site.email)}>{site.email}</a>
        </li>
        <li>
          <MapPinIcon size={16} />
          <span>{site.address}</span>
        </li>
      </List>
    </Bar>
  )
}
