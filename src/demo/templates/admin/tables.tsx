import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { AdminLayout } from "../../layouts/AdminLayout"
import { Seo } from "../../../site/components/Seo"
import { CardTable } from "../../components/CardTable"
import { demoScreens, isPrivateScreen } from "../../screens"

export default function TablesPage({ data }: PageProps<Queries.AdminTablesPageQuery>) {
  const rows = data.allProjectRow.nodes
  return (
    <AdminLayout title="Tables" path={demoScreens.tables.path}>
      <CardTable title="Card Tables" rows={rows} />
      <CardTable title="Card Tables" rows={rows} dark />
    </AdminLayout>
  )
}

export const query = graphql`
  query AdminTablesPage {
    allProjectRow {
      nodes {
        project
        budget
        status
        users
        completion
      }
    }
  }
`

export const Head: HeadFC = () => (
  <Seo title="Tables" path={demoScreens.tables.path} noindex={isPrivateScreen(demoScreens.tables.path)} />
)
