import React from "react"
import { graphql, HeadFC, Link, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"
import { newsArticlePath } from "../node/routes"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { about, whoWeAre, allService, allTeamCard, allNewsArticle, allHealthArticle, allInsurer } = data
  return (
    <PublicLayout>
      <h1>{data.siteSettings?.name}</h1>
      <section>
        <h2>{about?.title}</h2>
        <div dangerouslySetInnerHTML={{ __html: about?.body.html ?? "" }} />
      </section>
      <section>
        <h2>Services Offered</h2>
        {allService.nodes.map(service => (
          <article key={service.title}>
            <h3>{service.title}</h3>
            <ul>
              {service.lines.map(line => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <section>
        {allTeamCard.nodes.map(card => (
          <article key={card.title}>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </article>
        ))}
      </section>
      <section>
        <h2>{whoWeAre?.title}</h2>
        <div dangerouslySetInnerHTML={{ __html: whoWeAre?.body.html ?? "" }} />
      </section>
      <section>
        <h2>Latest News &amp; Articles</h2>
        {allNewsArticle.nodes.map(article => (
          <article key={article.slug}>
            <h3>
              <Link to={newsArticlePath(article.slug)}>{article.title}</Link>
            </h3>
            <p>{article.excerpt}</p>
          </article>
        ))}
      </section>
      <section>
        {allHealthArticle.nodes.map(article => (
          <article key={article.title}>
            <h3>{article.title}</h3>
            <p>{article.excerpt}</p>
          </article>
        ))}
      </section>
      <section>
        <h2>Insurances We Work With</h2>
        <ul>
          {allInsurer.nodes.map(insurer => (
            <li key={insurer.name}>{insurer.name}</li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => (
  <Seo title={data.siteSettings?.name ?? ""} path="/" />
)

export const query = graphql`
  query HomePage {
    siteSettings {
      ...SiteSettingsFields
    }
    allSlide {
      nodes {
        title
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, placeholder: BLURRED, breakpoints: [480, 750, 1080, 1600])
          }
        }
      }
    }
    about: section(fileName: { eq: "content/sections/about.md" }) {
      title
      body {
        html
      }
    }
    whoWeAre: section(fileName: { eq: "content/sections/who-we-are.md" }) {
      title
      body {
        html
      }
    }
    allService {
      nodes {
        title
        description
        lines
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 350, height: 220, placeholder: BLURRED)
          }
        }
      }
    }
    allTeamCard {
      nodes {
        title
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 350, height: 233, placeholder: BLURRED)
          }
        }
      }
    }
    allNewsArticle(sort: { date: DESC }, limit: 3) {
      nodes {
        slug
        title
        excerpt
        date(formatString: "D MMMM YYYY")
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, height: 267, placeholder: BLURRED)
          }
        }
        body {
          html
        }
      }
    }
    allHealthArticle(sort: { order: ASC }) {
      nodes {
        title
        excerpt
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, height: 267, placeholder: BLURRED)
          }
        }
        body {
          html
        }
      }
    }
    allInsurer {
      nodes {
        name
      }
    }
  }
`
