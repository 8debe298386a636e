import React from "react"
import type { HeadFC } from "gatsby"
import { AdminLayout } from "../../layouts/AdminLayout"
import { Seo } from "../../components/Seo"

export default function DashboardPage() {
  return (
    <AdminLayout title="Dashboard">
      <p>A demonstration screen of the site.</p>
    </AdminLayout>
  )
}

export const Head: HeadFC = () => <Seo title="Dashboard" path="/admin/dashboard/" noindex />
