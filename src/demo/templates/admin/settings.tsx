import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { AdminLayout } from "../../layouts/AdminLayout"
import { Seo } from "../../../site/components/Seo"
import { CardSettings } from "../../components/CardSettings"

export default function SettingsPage({ data, location }: PageProps<Queries.AdminSettingsPageQuery>) {
  return (
    <AdminLayout title="Settings" path={location.pathname}>
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

export const Head: HeadFC = ({ location }) => <Seo title="Settings" path={location.pathname} />
