import React from "react"
import styled from "styled-components"
import { BaseLayout } from "../BaseLayout"

const Main = styled.main`
  padding: ${({ theme }) => theme.space(4)};
`

/** Layout of the demonstration admin screens (/admin/*). */
export function AdminLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <BaseLayout>
      <Main id="main">
        <h1>{title}</h1>
        {children}
      </Main>
    </BaseLayout>
  )
}
