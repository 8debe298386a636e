import { graphql } from "gatsby"

/**
 * What the home card, the /news/ list and the article page all show of an article; each adds its image size.
 * The date is shown in words by ArticleDate, in the page's language.
 */
export const query = graphql`
  fragment NewsArticleFields on NewsArticle {
    locale
    slug
    title
    excerpt
    isoDate: date
    imageAlt
  }
`

/**
 * The fragment's text fields: the slug and the language become a path (and a `lang` where the article is in
 * another language than the page), and the image a size of each view's choosing.
 */
export type NewsArticleText = Omit<Queries.NewsArticleFieldsFragment, "slug" | "locale">
