import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { Picture } from "../Picture"
import { Card, CardBody } from "../Card"
import { theme } from "../../theme"

export interface TeamCardData extends Pick<Queries.TeamCard, "title" | "description" | "imageAlt"> {
  image: IGatsbyImageData | null | undefined
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${theme.up("md")} {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
`

const Lead = styled(Card)`
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onDark};
  h2 {
    font-size: ${theme.fontSize.h2};
  }
`

const Departments = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.up("sm")} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${theme.up("md")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.up("lg")} {
    grid-template-columns: repeat(3, 1fr);
  }
`

/** The team card (the first in content/team/team.<language>.yaml) beside one card per department. */
export function Team({ cards }: { cards: TeamCardData[] }) {
  const [lead, ...departments] = cards
  if (!lead) return null
  return (
    <Layout>
      <Lead aria-labelledby="team-title">
        <Picture image={lead.image} alt={lead.imageAlt} />
        <CardBody>
          <h2 id="team-title">{lead.title}</h2>
          <p>{lead.description}</p>
        </CardBody>
      </Lead>
      <Departments>
        {departments.map(card => (
          <Card key={card.title}>
            <Picture image={card.image} alt={card.imageAlt} />
            <CardBody>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </CardBody>
          </Card>
        ))}
      </Departments>
    </Layout>
  )
}
