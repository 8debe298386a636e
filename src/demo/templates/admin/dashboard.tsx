import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import styled from "styled-components"
import { AdminLayout } from "../../layouts/AdminLayout"
import { Seo } from "../../../site/components/Seo"
import { StatCard } from "../../components/StatCard"
import { CardChart } from "../../components/CardChart"
import { CardPageVisits } from "../../components/CardPageVisits"
import { CardSocialTraffic } from "../../components/CardSocialTraffic"
import { theme } from "../../../site/theme"
import { demoScreens, isPrivateScreen } from "../../screens"

const Stats = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  ${theme.up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.up("lg")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

/** Two columns on wide screens, the first one wider, as in the template. */
const Row = styled.div`
  display: grid;
  ${theme.up("lg")} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${theme.space(6)};
  }
`

export default function DashboardPage({ data }: PageProps<Queries.AdminDashboardPageQuery>) {
  const sales = data.allChart.nodes.find(chart => chart.key === "sales")
  const orders = data.allChart.nodes.find(chart => chart.key === "orders")
  return (
    <AdminLayout
      title="Dashboard"
      path={demoScreens.dashboard.path}
      header={
        <Stats>
          {data.allStatCard.nodes.map(card => (
            <StatCard key={card.subtitle} {...card} />
          ))}
        </Stats>
      }
    >
      <Row>
        {sales && <CardChart kind="line" series={sales} />}
        {orders && <CardChart kind="bar" series={orders} />}
      </Row>
      <Row>
        <CardPageVisits rows={data.allPageVisit.nodes} />
        <CardSocialTraffic rows={data.allSocialTraffic.nodes} />
      </Row>
    </AdminLayout>
  )
}

export const query = graphql`
  query AdminDashboardPage {
    allStatCard {
      nodes {
        subtitle
        title
        arrow
        percent
        percentColor
        description
        icon
        iconColor
      }
    }
    allChart {
      nodes {
        key
        overline
        title
        labels
        current
        previous
      }
    }
    allPageVisit {
      nodes {
        page
        visitors
        uniqueUsers
        bounceRate
        trend
        trendColor
      }
    }
    allSocialTraffic {
      nodes {
        referral
        visitors
        percent
        color
      }
    }
  }
`

export const Head: HeadFC = () => (
  <Seo title="Dashboard" path={demoScreens.dashboard.path} noindex={isPrivateScreen(demoScreens.dashboard.path)} />
)
