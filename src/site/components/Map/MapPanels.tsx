import React from "react"
import styled from "styled-components"
import { theme } from "../../theme"
import { mapWords, useLocale } from "../../i18n"

/** Fills the map area (same size as the map) so nothing moves when one state replaces another. */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  height: 100%;
  padding: ${theme.space(6)};
  text-align: center;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
`

const Title = styled.strong`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSize.large};
`

const Text = styled.p`
  margin: 0;
  max-width: 36rem;
`

export function LoadingPanel() {
  const words = mapWords[useLocale()]
  return (
    <Panel role="status">
      <Text>{words.loading}</Text>
    </Panel>
  )
}

export function FailedPanel() {
  const words = mapWords[useLocale()]
  return (
    <Panel role="alert">
      <Text>{words.failed}</Text>
    </Panel>
  )
}

export function AuthFailurePanel() {
  const words = mapWords[useLocale()]
  return (
    <Panel role="alert">
      <Title>{words.authFailureTitle}</Title>
      <Text>{words.authFailure}</Text>
    </Panel>
  )
}
