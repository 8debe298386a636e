import { useMemo } from "react"
import { graphql } from "gatsby"
import { useBuiltAt, useSharedData } from "./use-shared-data"
import type { NoticeLevel } from "../../model/content-model/values"
import { specialDayNotice } from "../../model/special-day-notice"

/** A notice of content/notices/ or of a special day; its slug tells notices apart (one dismissed for the visit). */
export interface Notice extends Pick<Queries.Notice, "slug" | "message" | "link"> {
  level: NoticeLevel
  /** Its window, in milliseconds since 1970 (UTC), as Date.now() counts. */
  start: number
  end: number
  /** Whether it was showing when the site was built: the page's HTML shows it before any script decides. */
  shownAtBuild: boolean
}

/**
 * The notices of content/notices/ and of the special days (content/special-days.yaml) that had not ended when the
 * site was built, first to start first. Which show is decided again in the browser (Notices), so a page built
 * before a notice's end stops showing it after.
 */
export function useNotices(): Notice[] {
  const data = useSharedData()
  const built = useBuiltAt()
  // The same list for the page's life, so that the component decides which show once.
  return useMemo(() => {
    const posted = data.allNotice.nodes.map(node => ({
      ...node,
      // The content check lets through only the model's levels.
      level: node.level as NoticeLevel,
      start: Date.parse(node.start),
      end: Date.parse(node.end),
    }))
    const announced = data.allSpecialDay.nodes.flatMap(day => specialDayNotice(day) ?? [])
    return [...posted, ...announced]
      .sort((a, b) => a.start - b.start)
      .filter(notice => notice.end > built)
      .map(notice => ({ ...notice, shownAtBuild: notice.start <= built }))
  }, [data, built])
}

export const query = graphql`
  fragment NoticeFields on Notice {
    slug
    message {
      en
      sw
    }
    level
    start
    end
    link
  }
`
