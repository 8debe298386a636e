import React from "react"
import type { HeadFC } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"

export default function LandingPage() {
  return (
    <PublicLayout>
      <h1>Landing</h1>
      <p>A demonstration screen of the site.</p>
    </PublicLayout>
  )
}

export const Head: HeadFC = () => <Seo title="Landing" path="/landing/" noindex />
