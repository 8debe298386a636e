import React from "react"
import styled from "styled-components"
import { BaseLayout } from "../BaseLayout"

const Main = styled.main`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`

/** Layout of the demonstration sign-in and sign-up screens (/auth/*). */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <BaseLayout>
      <Main id="main">{children}</Main>
    </BaseLayout>
  )
}
