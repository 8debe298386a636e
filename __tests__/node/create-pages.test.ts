/** @jest-environment node */
import type { CreatePagesArgs } from "gatsby"
import { createPages } from "../../src/node/create-pages"
import { articleRoute, newsArchiveRoute, pageRoutes, redirectRoutes, serviceRoute } from "../../src/routes"

/** Newest first, as the query sorts them. */
const articleCount = newsArchiveRoute.perPage * 2 + 3
const articles = Array.from({ length: articleCount }, (_, index) => ({
  slug: `article-${index + 1}`,
  title: `Article ${index + 1}`,
}))
const serviceSlugs = ["first-service", "second-service"]

async function run(newsArticles = articles) {
  const createPage = jest.fn()
  const createRedirect = jest.fn()
  const panicOnBuild = jest.fn()
  const graphql = jest.fn().mockResolvedValue({
    data: {
      allNewsArticle: { nodes: newsArticles },
      allServicePage: { nodes: serviceSlugs.map(slug => ({ slug })) },
    },
  })
  // Only these parts of Gatsby's arguments are used.
  const args = { actions: { createPage, createRedirect }, graphql, reporter: { panicOnBuild } }
  await createPages?.(
    args as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
    { plugins: [] },
    () => undefined,
  )
  return { createPage, createRedirect, panicOnBuild }
}

const pageAt = (mock: jest.Mock, path: string) => mock.mock.calls.find(([page]) => page.path === path)?.[0]
const paths = (mock: jest.Mock) => mock.mock.calls.map(([page]) => page.path as string)

test("every route of the routes module gets a page from its template", async () => {
  const { createPage } = await run()
  for (const route of pageRoutes) {
    expect(pageAt(createPage, route.path)?.component).toMatch(new RegExp(`src/templates/${route.template}\\.tsx$`))
  }
})

test("each news article gets its own page, knowing the newer and the older article", async () => {
  const { createPage } = await run()
  articles.forEach((article, index) => {
    const page = pageAt(createPage, articleRoute.path(article.slug))
    expect(page.component).toMatch(/src\/templates\/news-article\.tsx$/)
    expect(page.context).toEqual({
      slug: article.slug,
      newer: articles[index - 1] ?? null,
      older: articles[index + 1] ?? null,
    })
  })
})

test("the archive has one page per ten articles, each asking for its own slice", async () => {
  const { createPage } = await run()
  const archive = paths(createPage).filter(path => /^\/news\/(\d+\/)?$/.test(path))
  const pageCount = Math.ceil(articleCount / newsArchiveRoute.perPage)
  expect(archive.sort()).toEqual(
    Array.from({ length: pageCount }, (_, index) => newsArchiveRoute.path(index + 1)).sort(),
  )
  const last = pageAt(createPage, newsArchiveRoute.path(pageCount))
  expect(last.component).toMatch(/src\/templates\/news-list\.tsx$/)
  expect(last.context).toEqual({ skip: (pageCount - 1) * newsArchiveRoute.perPage, limit: newsArchiveRoute.perPage })
})

test("an article whose slug is a number would take an archive page's address, so the build stops", async () => {
  const { panicOnBuild } = await run([...articles, { slug: "2", title: "Two" }])
  expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('"2"'))
})

test("each service gets its own page", async () => {
  const { createPage } = await run()
  for (const slug of serviceSlugs) {
    const page = pageAt(createPage, serviceRoute.path(slug))
    expect(page.context).toEqual({ slug })
    expect(page.component).toMatch(/src\/templates\/service\.tsx$/)
  }
})

test("each redirect is a real page and a rule, with and without the slash", async () => {
  const { createPage, createRedirect } = await run()
  const rules = createRedirect.mock.calls.map(([r]) => `${r.fromPath} → ${r.toPath}`)
  for (const { from, to } of redirectRoutes) {
    expect(pageAt(createPage, from)?.context).toEqual({ to })
    expect(rules).toEqual(expect.arrayContaining([`${from} → ${to}`, `${from.replace(/\/$/, "")} → ${to}`]))
  }
  expect(rules).toHaveLength(redirectRoutes.length * 2)
})
