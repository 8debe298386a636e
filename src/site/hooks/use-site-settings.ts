import { graphql } from "gatsby"
import { useSharedData } from "./use-shared-data"

/** The hospital's settings from content/site.yaml, the same in every language. */
export function useSiteSettings(): Queries.SiteSettingsFieldsFragment {
  const { siteSettings } = useSharedData()
  if (!siteSettings) throw new Error("content/site.yaml is missing")
  return siteSettings
}

export const query = graphql`
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
