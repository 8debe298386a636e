import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { AdminLayout } from "../../layouts/AdminLayout"
import { Seo } from "../../../site/components/Seo"
import { CardSettings } from "../../components/CardSettings"
import { demoScreens, isPrivateScreen } from "../../screens"

export default function SettingsPage({ data }: PageProps<Queries.AdminSettingsPageQuery>) {
  return (
    <AdminLayout title="Settings" path={demoScreens.settings.path}>
      {data.demoAccount && <CardSettings account={data.demoAccount} />}
    </AdminLayout>
  )
}

export const query = graphql`
  query AdminSettingsPage {
    demoAccount {
      username
      email
      firstName
      lastName
      address
      city
      country
      postalCode
      aboutMe
    }
  }
`

export const Head: HeadFC = () => (
  <Seo title="Settings" path={demoScreens.settings.path} noindex={isPrivateScreen(demoScreens.settings.path)} />
)
