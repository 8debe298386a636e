import { graphql } from "gatsby"

/** What the home card, the /news/ list and the article page all show of an article; each adds its image size. */
export const query = graphql`
  fragment NewsArticleFields on NewsArticle {
    locale
    slug
    title
    excerpt
    date(formatString: "D MMMM YYYY")
    isoDate: date
    imageAlt
  }
`

/**
 * The fragment's text fields: the slug and the language become a path (and a `lang` where the article is in
 * another language than the page), and the image a size of each view's choosing.
 */
export type NewsArticleText = Omit<Queries.NewsArticleFieldsFragment, "slug" | "locale">
