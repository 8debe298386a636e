import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { AdminLayout } from "../../layouts/AdminLayout"
import { Seo } from "../../../site/components/Seo"
import { CardSettings } from "../../components/CardSettings"
import { pathOf } from "../../../model/routes"

export default function SettingsPage({ data }: PageProps<Queries.AdminSettingsPageQuery>) {
  return (
    <AdminLayout title="Settings" path={pathOf("admin/settings")}>
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

export const Head: HeadFC = () => <Seo title="Settings" path={pathOf("admin/settings")} />
