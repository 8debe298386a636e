import { notFoundRedirect, offlinePath } from "../../src/model/routes"
import { privatePrefixes, redirectRoutes } from "../../src/registry"
import { readExpectations } from "../../testkit/expectations"
import { expect, expectNoHorizontalOverflow, noProblems, test, visit, waitForHydration } from "./support/fixtures"
import { serverNames, servers } from "./support/project"

const { headings } = readExpectations()

/** Where each redirecting address must land: each redirect with and without its slash, and unknown addresses. */
const redirects: [from: string, to: string][] = [
  ...redirectRoutes.flatMap(({ from, to }): [string, string][] => [
    [from, to],
    [from.replace(/\/$/, ""), to],
  ]),
  ["/no-such-page/", notFoundRedirect.to],
  ...privatePrefixes.map((prefix): [string, string] => [`${prefix}no-such-screen`, notFoundRedirect.to]),
]

// Every page is the same file whichever server sends it: each is opened once, from the plain static host.
test.describe("every page @content", () => {
  for (const [path, heading] of headings) {
    test(`${path} answers 200, shows “${heading}” with no errors, and is no wider than the screen`, async ({
      page,
      problems,
    }) => {
      const response = await visit(page, servers.static + path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(url => url.pathname === path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expectNoHorizontalOverflow(page)
      expect(problems).toEqual(noProblems)
    })
  }
})

test.describe("every page, without JavaScript @phone @content", () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of headings) {
    test(`${path} has its heading “${heading}” in the HTML`, async ({ page }) => {
      await page.goto(servers.static + path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    })
  }
})

for (const { from, to } of redirectRoutes) {
  test(`the redirect page at ${from} keeps a link onward, for a browser without JavaScript @phone`, async ({
    request,
  }) => {
    const html = await (await request.get(servers.static + from)).text()
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}"`)
    expect(html).toContain(`<a href="${to}">Continue to ${to}</a>`)
  })
}

// What differs between servers is what they do with an address that is no file: each is tried on both. The
// addresses come from the route list, not from content/.
for (const server of serverNames) {
  const base = servers[server]

  test.describe(`served by ${server}`, () => {
    for (const [from, to] of redirects) {
      test(`${from} lands on ${to}`, async ({ page }) => {
        await page.goto(base + from)
        await expect(page).toHaveURL(url => url.pathname === to)
        await waitForHydration(page)
        await expect(page).toHaveURL(url => url.pathname === to)
      })
    }
  })

  test.describe(`served by ${server}, without JavaScript @phone`, () => {
    test.use({ javaScriptEnabled: false })

    for (const [from, to] of redirects) {
      test(`${from} still lands on ${to}`, async ({ page }) => {
        await page.goto(base + from)
        await expect(page).toHaveURL(url => url.pathname === to)
      })
    }
  })
}

test("a request that would leave the machine fails, and every test's guard records it @phone", async ({
  page,
  problems,
}) => {
  await page.goto(servers.static + offlinePath)
  // By name and by address: neither reaches the internet, and both are recorded.
  const outside = ["https://example.com/", "http://93.184.215.14/"]
  for (const url of outside) {
    const answered = await page.evaluate(
      url =>
        fetch(url, { mode: "no-cors" }).then(
          () => true,
          () => false,
        ),
      url,
    )
    expect(answered, url).toBe(false)
  }
  await expect.poll(() => problems.externalRequests).toEqual(outside)
  // This test's own request, on purpose: the guard's check after the test would fail it.
  problems.externalRequests.length = 0
})
