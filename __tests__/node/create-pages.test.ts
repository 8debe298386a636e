/** @jest-environment node */
import type { CreatePagesArgs } from "gatsby"
import { createPages } from "../../src/node/create-pages"
import { articleRoute, pageRoutes, redirectRoutes, serviceRoute } from "../../src/routes"

const slugs = ["first-article", "second-article"]
const serviceSlugs = ["first-service", "second-service"]

async function run() {
  const createPage = jest.fn()
  const createRedirect = jest.fn()
  const graphql = jest.fn().mockResolvedValue({
    data: {
      allNewsArticle: { nodes: slugs.map(slug => ({ slug })) },
      allServicePage: { nodes: serviceSlugs.map(slug => ({ slug })) },
    },
  })
  // Only these parts of Gatsby's arguments are used.
  const args = { actions: { createPage, createRedirect }, graphql, reporter: { panicOnBuild: jest.fn() } }
  await createPages?.(
    args as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
    { plugins: [] },
    () => undefined,
  )
  return { createPage, createRedirect }
}

const pageAt = (mock: jest.Mock, path: string) => mock.mock.calls.find(([page]) => page.path === path)?.[0]

test("every route of the routes module gets a page from its template", async () => {
  const { createPage } = await run()
  for (const route of pageRoutes) {
    expect(pageAt(createPage, route.path)?.component).toMatch(new RegExp(`src/templates/${route.template}\\.tsx$`))
  }
})

test("each news article gets its own page", async () => {
  const { createPage } = await run()
  for (const slug of slugs) {
    const page = pageAt(createPage, articleRoute.path(slug))
    expect(page.context).toEqual({ slug })
    expect(page.component).toMatch(/src\/templates\/news-article\.tsx$/)
  }
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
