import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { serviceWords, useDictionary, useLocale } from "../../i18n"
import { ArticleBody, ArticleCard } from "../Card"
import { telHref } from "../ContactLinks"
import { ClockIcon } from "../Icons"
import { OpeningHours, OpeningTimes, formatDays } from "../OpeningHours"
import { StatusLine } from "../OpenStatus/StatusLine"
import type { ServiceTimetable } from "../../../model/timetable"
import { Picture } from "../Picture"
import { theme } from "../../theme"
import { ReviewDates } from "../ReviewDates"

const Body = styled(ArticleBody)`
  h2 {
    margin-top: ${theme.space(8)};
    font-size: ${theme.fontSize.h3};
  }
  ul {
    padding-left: ${theme.space(5)};
  }
  li + li {
    margin-top: ${theme.space(2)};
  }
`

const Summary = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.lead};
`

/**
 * A plain link, loading the home page afresh: the browser then brings the form into view once the page above it
 * has its final height, which an in-app navigation does too early on a phone.
 */
const Book = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  margin: ${theme.space(2)} 0 ${theme.space(4)};
  padding: 0 ${theme.space(8)};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.primaryDark};
  }
`

const HoursTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`

const Emergency = styled.p`
  margin-top: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.primaryLight};
`

export interface ServiceDetailsProps
  extends
    Pick<
      Queries.ServicePage,
      "title" | "summary" | "imageAlt" | "offers" | "audience" | "preparation" | "reviewed" | "nextReview"
    >,
    Pick<Queries.SiteSettings, "phone" | "emergencyPhone"> {
  /** The Markdown body, rendered. */
  html: string
  image: IGatsbyImageData | null | undefined
  /** The service's hours from content/site.yaml; none when staff have not given them. */
  openingTimes: readonly OpeningTimes[]
  /** Its usual week and special days, for its status and its hours; none without hours. */
  timetable?: ServiceTimetable | null
  /** The team members (content/team/) who work in the service, each with the days they see its patients. */
  team: readonly (Pick<Queries.TeamCard, "title"> & Pick<Queries.ClinicDays, "days">)[]
  /** Where the Book button leads: the appointment form with this service chosen. */
  bookPath: string
}

/** A service's page: what it offers, who it is for, how to prepare, its hours, its review dates, and a way to book. */
export function ServiceDetails(props: ServiceDetailsProps) {
  const words = useDictionary()
  const locale = useLocale()
  const own = serviceWords[locale]
  const book = <Book href={props.bookPath}>{own.book}</Book>
  return (
    <ArticleCard>
      <Picture image={props.image} alt={props.imageAlt} priority />
      <Body>
        <h1>{props.title}</h1>
        <Summary>{props.summary}</Summary>
        {book}
        <div dangerouslySetInnerHTML={{ __html: props.html }} />
        <h2>{own.offers}</h2>
        <ul>
          {props.offers.map(line => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>{own.audience}</h2>
        <ul>
          {props.audience.map(line => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>{own.preparation}</h2>
        <ul>
          {props.preparation.map(line => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <HoursTitle>
          <ClockIcon /> {words.hours.title}
        </HoursTitle>
        {props.openingTimes.length > 0 ? (
          <>
            {props.timetable && <StatusLine timetable={props.timetable} />}
            <OpeningHours times={props.openingTimes} special={props.timetable?.special} />
          </>
        ) : (
          <p>
            {own.callForHours.before}
            <a href={telHref(props.phone)}>{props.phone}</a>
            {own.callForHours.after}
          </p>
        )}
        {props.team.length > 0 && (
          <>
            <h2>{own.team}</h2>
            <ul>
              {props.team.map(member => (
                <li key={member.title}>{own.teamLine(member.title, formatDays(member.days, locale))}</li>
              ))}
            </ul>
          </>
        )}
        <Emergency>
          {own.emergencyCall.before}
          <a href={telHref(props.emergencyPhone)}>{props.emergencyPhone}</a>
          {own.emergencyCall.after}
        </Emergency>
        <ReviewDates reviewed={props.reviewed} nextReview={props.nextReview} />
        {book}
      </Body>
    </ArticleCard>
  )
}
