import { graphql, useStaticQuery } from "gatsby"
import { Locale } from "../i18n/locales"
import { inLocale } from "./in-locale"

/** The hospital's settings from content/site.yaml, the same in every language. */
export function useSiteSettings(): Queries.SiteSettingsFieldsFragment {
  const data = useStaticQuery<Queries.UseSiteSettingsQuery>(graphql`
    query UseSiteSettings {
      siteSettings {
        ...SiteSettingsFields
      }
    }
  `)
  if (!data.siteSettings) throw new Error("content/site.yaml is missing")
  return data.siteSettings
}

/** The hospital's name and description in `locale`, from content/site-copy/site-copy.<locale>.yaml. */
export function useSiteCopy(locale: Locale): Queries.SiteCopyFieldsFragment {
  const data = useStaticQuery<Queries.UseSiteCopyQuery>(graphql`
    query UseSiteCopy {
      allSiteCopy {
        nodes {
          ...SiteCopyFields
        }
      }
    }
  `)
  return inLocale(data.allSiteCopy.nodes, locale, "content/site-copy/site-copy.yaml")
}

export const query = graphql`
  fragment SiteCopyFields on SiteCopy {
    locale
    name
    shortName
    description
  }

  fragment SiteSettingsFields on SiteSettings {
    avatarLetter
    siteUrl
    phone
    whatsapp
    emergencyPhone
    email
    address
    map {
      lat
      lng
      zoom
    }
    social {
      facebook
      twitter
      github
    }
    share {
      facebook
      twitter
      github
    }
    medicalServices
    openingHours {
      service
      times {
        days
        opens
        closes
      }
    }
    docsUrl
    downloadUrl
    copyright {
      company
      url
    }
  }
`
