import React from "react"
import styled from "styled-components"
import { useDictionary } from "../../i18n"
import { cardSurface } from "../Card"
import { telHref, whatsappUrl } from "../ContactLinks"
import { MapPinIcon, PhoneIcon, WhatsappIcon } from "../Icons"
import { OpeningHours, OpeningTimes } from "../OpeningHours"
import { StatusLine } from "../OpenStatus/StatusLine"
import { useTimetables } from "../../hooks/use-timetables"
import { theme } from "../../theme"

const Card = styled.div`
  ${cardSurface}
  max-width: ${theme.readingWidth};
  margin: 0 auto;
  padding: ${theme.space(6)};
  ${theme.up("sm")} {
    padding: ${theme.space(10)};
  }
  h2 {
    margin-top: ${theme.space(8)};
    font-size: ${theme.fontSize.h3};
  }
  h3 {
    margin: ${theme.space(5)} 0 ${theme.space(2)};
    font-size: ${theme.fontSize.medium};
  }
`

const Ways = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: ${theme.space(6)} 0 0;
  padding: 0;
  list-style: none;
  ${theme.up("sm")} {
    grid-template-columns: 1fr 1fr;
  }
`

const Way = styled.a`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 56px;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  span {
    display: block;
    font-weight: 400;
  }
`

/** The emergency line, in the colour that says so. */
const UrgentWay = styled(Way)`
  background: ${theme.colors.danger};
`

const Address = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(6)};
`

export interface ContactSummaryProps
  extends
    Pick<Queries.Section, "title">,
    Pick<Queries.SiteSettings, "phone" | "whatsapp" | "emergencyPhone" | "address"> {
  /** The introduction, rendered from Markdown. */
  html: string
  services: readonly (Pick<Queries.ServicePage, "title" | "slug"> & { times: readonly OpeningTimes[] })[]
}

/** Everything needed to reach the hospital on one small page, which a phone keeps for when it is offline. */
export function ContactSummary(props: ContactSummaryProps) {
  const timetables = useTimetables()
  const words = useDictionary()
  // A service whose hours are not published yet is left out: the numbers above answer for it.
  const withHours = props.services.filter(service => service.times.length > 0)
  return (
    <Card>
      <h1>{props.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: props.html }} />
      <Ways>
        <li>
          <UrgentWay href={telHref(props.emergencyPhone)}>
            <PhoneIcon />
            <div>
              {words.contact.emergency} <span>{props.emergencyPhone}</span>
            </div>
          </UrgentWay>
        </li>
        <li>
          <Way href={telHref(props.phone)}>
            <PhoneIcon />
            <div>
              {words.contact.callReception} <span>{props.phone}</span>
            </div>
          </Way>
        </li>
        <li>
          <Way href={whatsappUrl(props.whatsapp)}>
            <WhatsappIcon />
            <div>
              WhatsApp <span>{props.whatsapp}</span>
            </div>
          </Way>
        </li>
      </Ways>
      <Address>
        <MapPinIcon />
        {props.address}
      </Address>
      {withHours.length > 0 && <h2>{words.hours.title}</h2>}
      {withHours.map(service => {
        const timetable = timetables(service.slug)
        return (
          <div key={service.title}>
            <h3>{service.title}</h3>
            {timetable && <StatusLine timetable={timetable} />}
            <OpeningHours times={service.times} special={timetable?.special} />
          </div>
        )
      })}
    </Card>
  )
}
