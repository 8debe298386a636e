import React from "react"
import styled from "styled-components"
import { theme } from "../../theme"

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
  font-size: 1.125rem;
`

const Text = styled.p`
  margin: 0;
  max-width: 36rem;
`

/** Before the map has come near the screen: an empty frame holding its place. */
export const NotLoadedPanel = () => <Panel />

export const LoadingPanel = () => (
  <Panel role="status">
    <Text>Loading map…</Text>
  </Panel>
)

export const FailedPanel = () => (
  <Panel role="alert">
    <Text>The Google Maps JavaScript API could not load.</Text>
  </Panel>
)

export const AuthFailurePanel = () => (
  <Panel role="alert">
    <Title>Error: AuthFailure</Title>
    <Text>A problem with the API key prevents the map from rendering. Please check that the key is correct.</Text>
  </Panel>
)
