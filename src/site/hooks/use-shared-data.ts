import { graphql, useStaticQuery } from "gatsby"

/**
 * What the frame around every page reads (the settings, the hospital's name, the footer, the services, the
 * notices, the special days), in one static query. Gatsby fetches each static query's result as a file of its own
 * before a page can hydrate, so this is one request on a phone's first visit rather than one a hook. Each hook's
 * fields are its fragment, in its own file.
 */
export function useSharedData(): Queries.SharedDataQuery {
  return useStaticQuery<Queries.SharedDataQuery>(graphql`
    query SharedData {
      site {
        buildTime
      }
      allNotice(sort: [{ start: ASC }, { slug: ASC }]) {
        nodes {
          ...NoticeFields
        }
      }
      siteSettings {
        ...SiteSettingsFields
      }
      allSpecialDay(sort: [{ date: ASC }]) {
        nodes {
          ...SpecialDayFields
        }
      }
      allSiteCopy {
        nodes {
          ...SiteCopyFields
        }
      }
      allFooterCopy {
        nodes {
          ...FooterCopyFields
        }
      }
      allServicePage(sort: [{ order: ASC }, { slug: ASC }]) {
        nodes {
          ...ServicePageLink
        }
      }
    }
  `)
}
