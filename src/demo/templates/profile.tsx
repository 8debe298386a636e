import React, { useState } from "react"
import { graphql, HeadFC } from "gatsby"
import type { PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../../site/layouts/PublicLayout"
import { Seo } from "../../site/components/Seo"
import { DemoNote } from "../components/DemoNote"
import { Button } from "../components/Button"
import { InitialsAvatar } from "../components/InitialsAvatar"
import { MapPinIcon } from "../../site/components/Icons"
import { BriefcaseIcon } from "../components/AdminIcons"
import { theme } from "../../site/theme"
import { demoScreens } from "../screens"

const Cover = styled.div`
  height: ${theme.space(40)};
  border-radius: ${theme.radius.card} ${theme.radius.card} 0 0;
  background: linear-gradient(135deg, ${theme.colors.dark}, ${theme.colors.primary});
`

const Card = styled.article`
  margin: -${theme.space(16)} ${theme.space(2)} ${theme.space(10)};
  padding: 0 ${theme.space(6)} ${theme.space(8)};
  border-radius: ${theme.radius.card};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.raised};
  text-align: center;

  h1 {
    margin-top: ${theme.space(6)};
    font-size: 2rem;
  }
`

const Avatar = styled(InitialsAvatar)`
  margin-top: -${theme.space(14)};
  border: 4px solid ${theme.colors.surface};
  box-shadow: ${theme.shadow.raised};
`

const Counts = styled.dl`
  display: flex;
  justify-content: center;
  gap: ${theme.space(8)};
  margin: ${theme.space(6)} 0;

  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`

const Detail = styled.p`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(2)};
  color: ${theme.colors.muted};
`

const Bio = styled.p`
  max-width: 640px;
  margin: ${theme.space(6)} auto;
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${theme.colors.border};
`

const Status = styled.p`
  margin: ${theme.space(3)} 0 0;
  font-weight: 600;
  color: ${theme.colors.primaryDark};
  &:empty {
    margin: 0;
  }
`

/** Diameter of the profile's initials avatar. */
const profileAvatarSize = 120

export default function ProfilePage({ data }: PageProps<Queries.ProfilePageQuery>) {
  const [connected, setConnected] = useState(false)
  const profile = data.demoProfile
  if (!profile) return null
  return (
    <PublicLayout notices={false} hydrate="near">
      <Cover />
      <Card>
        <Avatar name={profile.name} size={profileAvatarSize} />
        <h1>{profile.name}</h1>
        <Detail>
          <MapPinIcon size={18} />
          {profile.location}
        </Detail>
        <Detail>
          <BriefcaseIcon size={18} />
          {profile.occupation}
        </Detail>
        <Counts>
          <div>
            <dt>Friends</dt>
            <dd>{profile.friends}</dd>
          </div>
          <div>
            <dt>Photos</dt>
            <dd>{profile.photos}</dd>
          </div>
          <div>
            <dt>Comments</dt>
            <dd>{profile.comments}</dd>
          </div>
        </Counts>
        <Button type="button" onClick={() => setConnected(was => !was)}>
          {connected ? "Connected" : "Connect"}
        </Button>
        <Status role="status">{connected ? profile.connected : ""}</Status>
        <Bio>{profile.bio}</Bio>
        <DemoNote />
      </Card>
    </PublicLayout>
  )
}

export const query = graphql`
  query ProfilePage {
    demoProfile {
      description
      name
      location
      occupation
      bio
      friends
      photos
      comments
      connected
    }
  }
`

// Demonstration pages, but public ones: indexed like the rest of the site (only /admin and /auth are hidden).
export const Head: HeadFC<Queries.ProfilePageQuery> = ({ data }) => (
  <Seo title="Profile" description={data.demoProfile?.description} path={demoScreens.profile.path} />
)
