/** @jest-environment node */
import type { CreatePagesArgs } from "gatsby"
import { createPages } from "../../src/node/create-pages"
import { fixedRoutes } from "../../src/node/routes"

async function run() {
  const createPage = jest.fn()
  const createRedirect = jest.fn()
  const graphql = jest.fn().mockResolvedValue({
    data: { allNewsArticle: { nodes: [{ slug: "patient-flow-study" }, { slug: "hospital-ecare" }] } },
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

const paths = (mock: jest.Mock) => mock.mock.calls.map(([page]) => page.path)

test("every route of the spec gets a page", async () => {
  const { createPage } = await run()
  expect(paths(createPage)).toEqual(
    expect.arrayContaining([
      "/",
      "/admin/dashboard/",
      "/admin/maps/",
      "/admin/settings/",
      "/admin/tables/",
      "/auth/login/",
      "/auth/register/",
      "/landing/",
      "/profile/",
      "/news/",
    ]),
  )
  expect(fixedRoutes).toHaveLength(10)
})

test("each news article gets its own page", async () => {
  const { createPage } = await run()
  const page = createPage.mock.calls.find(([p]) => p.path === "/news/patient-flow-study/")?.[0]
  expect(page.context).toEqual({ slug: "patient-flow-study" })
  expect(page.component).toMatch(/src\/templates\/news-article\.tsx$/)
})

test("/admin and /auth are real pages and redirect rules, with and without the slash", async () => {
  const { createPage, createRedirect } = await run()
  expect(createPage.mock.calls.find(([p]) => p.path === "/admin/")?.[0].context).toEqual({ to: "/admin/dashboard/" })
  expect(createPage.mock.calls.find(([p]) => p.path === "/auth/")?.[0].context).toEqual({ to: "/auth/login/" })
  const rules = createRedirect.mock.calls.map(([r]) => `${r.fromPath} → ${r.toPath}`)
  expect(rules).toEqual([
    "/admin/ → /admin/dashboard/",
    "/admin → /admin/dashboard/",
    "/auth/ → /auth/login/",
    "/auth → /auth/login/",
  ])
})
