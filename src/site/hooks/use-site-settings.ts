import { graphql, useStaticQuery } from "gatsby"

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
