import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Notices } from "../../src/site/components/Notices"
import { dismissedKey } from "../../src/site/components/Notices/visibility"
import { PublicLayout } from "../../src/site/layouts/PublicLayout"
import { dictionaries, locales } from "../../src/site/i18n"
import { localizedPath } from "../../src/model/routes"
import { FixtureNotice, readFixtureNotices } from "../support/fixtures"
import { renderInLocale, renderWithTheme, staticQueryData } from "../support/render"

const notices = readFixtureNotices()
const built = Date.parse(staticQueryData.siteBuildMetadata.settledAt)
const startOf = (notice: FixtureNotice) => Date.parse(notice.start)
const endOf = (notice: FixtureNotice) => Date.parse(notice.end)
/** Notices that ended before the site was built are not in its pages at all. */
const published = notices.filter(notice => endOf(notice) > built)
const roleOf = (notice: FixtureNotice) => (notice.level === "urgent" ? "alert" : "status")

/** The notices a visitor sees now, by their English message. */
const visibleMessages = () =>
  [...screen.queryAllByRole("alert"), ...screen.queryAllByRole("status")].map(banner =>
    notices.find(notice => banner.textContent?.includes(notice.message.en)),
  )

beforeEach(() => sessionStorage.clear())
afterEach(() => jest.useRealTimers())

test("the fixture set has a notice ended before the build, and others that show at some time after it", () => {
  expect(published.length).toBeGreaterThan(0)
  expect(published.length).toBeLessThan(notices.length)
})

test.each(notices.map(notice => [notice.slug, notice] as const))(
  "%s shows inside its window only, and never once it ended before the build",
  (_slug, notice) => {
    const times = [startOf(notice) - 60_000, startOf(notice), endOf(notice) - 60_000, endOf(notice)]
    for (const now of times) {
      jest.useFakeTimers({ now })
      const { unmount } = renderWithTheme(<Notices />)
      const inside = startOf(notice) <= now && now < endOf(notice) && published.includes(notice)
      expect({ now: new Date(now), shown: visibleMessages().includes(notice) }).toEqual({
        now: new Date(now),
        shown: inside,
      })
      // No empty band of notices for screen readers to list.
      const band = screen.queryByRole("region", { name: dictionaries.en.notices.label })
      expect(band !== null).toBe(visibleMessages().length > 0)
      unmount()
      jest.useRealTimers()
    }
  },
)

test.each(locales)("in %s, each notice says its message in the page's language, announced by its level", locale => {
  for (const notice of published) {
    jest.useFakeTimers({ now: startOf(notice) })
    const { unmount } = renderInLocale(<Notices />, locale)
    const banner = screen.getByRole(roleOf(notice))
    expect(banner).toHaveTextContent(notice.message[locale])
    expect(within(banner).getByRole("checkbox", { name: dictionaries[locale].notices.dismiss })).toBeInTheDocument()
    if (notice.link) {
      expect(within(banner).getByRole("link", { name: dictionaries[locale].notices.more })).toHaveAttribute(
        "href",
        notice.link.startsWith("/") ? localizedPath(locale, notice.link) : notice.link,
      )
    }
    unmount()
    jest.useRealTimers()
  }
})

/** A page's notices as the server wrote them when the site was built. */
function builtPage() {
  jest.useFakeTimers({ now: built })
  const { container, unmount } = renderWithTheme(<Notices />)
  const html = container.innerHTML
  unmount()
  container.innerHTML = html
  return container
}

/**
 * The notices' inline script (src/inline/notices.ts, as compiled) run at `now` in `page`, as a browser runs it
 * before its first paint. React's own `<script>` never runs: jsdom runs the one put in its place.
 */
function runNoticesScript(page: HTMLElement, now: number) {
  jest.setSystemTime(now)
  const written = page.querySelector("script") as HTMLScriptElement
  const running = document.createElement("script")
  running.text = written.text
  written.replaceWith(running)
}

const band = () => screen.queryByRole("region", { name: dictionaries.en.notices.label })

test.each(published.map(notice => [notice.slug, notice] as const))(
  "%s: a page built before it starts or ends shows it inside its window only, decided by the inline script",
  (_slug, notice) => {
    for (const now of [startOf(notice) - 60_000, startOf(notice), endOf(notice) - 60_000, endOf(notice)]) {
      runNoticesScript(builtPage(), now)
      const inside = startOf(notice) <= now && now < endOf(notice)
      expect({ now: new Date(now), shown: visibleMessages().includes(notice) }).toEqual({
        now: new Date(now),
        shown: inside,
      })
      expect(band() !== null).toBe(visibleMessages().length > 0)
      document.body.innerHTML = ""
    }
  },
)

test("the inline script hides a notice dismissed during the visit, and the band once none is left", () => {
  const showing = published.filter(notice => startOf(notice) <= built)
  expect(showing.length).toBeGreaterThan(0)
  const [dismissed, ...others] = showing
  const page = builtPage()
  expect(visibleMessages()).toEqual(showing)
  sessionStorage.setItem(dismissedKey(dismissed.slug), "1")
  runNoticesScript(page, built)
  expect(visibleMessages()).toEqual(others)
  for (const notice of others) sessionStorage.setItem(dismissedKey(notice.slug), "1")
  runNoticesScript(page, built)
  expect(visibleMessages()).toEqual([])
  expect(band()).toBeNull()
})

test("a dismissed notice is gone, and stays gone on the next page of the visit", async () => {
  const notice = published[0]
  jest.useFakeTimers({ now: startOf(notice), advanceTimers: true })
  const first = renderWithTheme(<Notices />)
  const banner = screen.getByRole(roleOf(notice))
  await userEvent.click(within(banner).getByText(dictionaries.en.notices.dismiss))
  expect(visibleMessages()).not.toContain(notice)
  first.unmount()
  renderWithTheme(<Notices />)
  expect(visibleMessages()).not.toContain(notice)
})

test("the public pages show the notices; the demonstration screens do not", async () => {
  const notice = published[0]
  jest.useFakeTimers({ now: startOf(notice), advanceTimers: true })
  const page = renderWithTheme(<PublicLayout>page</PublicLayout>)
  // The notices' code comes apart from the page's (lazyBlock).
  expect(await screen.findByRole(roleOf(notice))).toHaveTextContent(notice.message.en)
  page.unmount()
  renderWithTheme(<PublicLayout notices={false}>page</PublicLayout>)
  await screen.findByText("page")
  expect(document.querySelector("[data-notice]")).toBeNull()
})
