import { graphql, useStaticQuery } from "gatsby"

/**
 * Settings, name, footer, services, notices, special days and the extensions' menus for every page's frame in one
 * static query: Gatsby fetches each static query result as its own file before hydration, so this is one request on
 * first visit, not one per hook.
 */
export function useSharedData(): Queries.SharedDataQuery {
  return useStaticQuery<Queries.SharedDataQuery>(graphql`
    query SharedData {
      siteBuildMetadata {
        settledAt
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
      allExtensionMenu(sort: [{ order: ASC }]) {
        nodes {
          locale
          label
          groups {
            title
            links {
              label
              path
            }
          }
        }
      }
    }
  `)
}

/** When the pages were built, as they take it (SiteBuildMetadata.settledAt): the time on the site's own clock. */
export const useBuiltAt = (): number => Date.parse(useSharedData().siteBuildMetadata?.settledAt ?? "")
