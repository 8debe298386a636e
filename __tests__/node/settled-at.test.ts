/** @jest-environment node */
import { settledAt } from "../../src/model/settled-at"
import { createResolvers } from "../../src/node/create-resolvers"
import { openingStatus } from "../../src/model/opening-status"
import { siteDate, timetableOf } from "../../src/model/timetable"

/**
 * The moment the pages take as their build time: the last one at which the clock changed what they show, so that
 * two builds with the same content make the same pages, and a page built at it shows what one built now would.
 */
const notice = { start: "2026-12-04T08:00:00+03:00", end: "2026-12-06T08:00:00+03:00" }
const holiday = { date: "2026-12-20", notice: { en: "Closed for the holiday" } }
const at = (moment: string) => Date.parse(moment)

test.each([
  ["before anything but the year's start", "2026-11-01T12:00:00+03:00", at("2026-01-01T00:00:00+03:00")],
  ["as a notice starts", notice.start, at(notice.start)],
  ["while it shows", "2026-12-05T12:00:00+03:00", at(notice.start)],
  ["once it has ended", "2026-12-06T09:00:00+03:00", at(notice.end)],
  ["once a holiday's notice shows, a week before", "2026-12-14T12:00:00+03:00", at("2026-12-13T00:00:00+03:00")],
  ["on the holiday itself", "2026-12-20T12:00:00+03:00", at("2026-12-13T00:00:00+03:00")],
  ["once the holiday has passed", "2026-12-21T00:30:00+03:00", at("2026-12-21T00:00:00+03:00")],
  ["as a year begins on Nairobi clocks", "2027-01-01T00:10:00+03:00", at("2027-01-01T00:00:00+03:00")],
])("%s", (_, now, settled) => {
  expect(settledAt(at(now), [notice], [holiday])).toBe(settled)
})

test("a page built at the settled moment shows the special days and the status that one built now would", () => {
  const week = [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" }]
  const days = [{ ...holiday, name: "The holiday", closed: ["dental"] }]
  for (const now of ["2026-12-18T10:00:00+03:00", "2026-12-20T10:00:00+03:00", "2026-12-22T10:00:00+03:00"]) {
    const built = (moment: number) => timetableOf("dental", week, days, siteDate(moment))
    const settled = built(settledAt(at(now), [notice], days))
    expect(settled).toEqual(built(at(now)))
    expect(openingStatus(settled, at(now))).toEqual(openingStatus(built(at(now)), at(now)))
  }
})

test("the data layer gives it from the build's own clock and the notices and special days it holds", async () => {
  const resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>> = {}
  const args = { createResolvers: (added: typeof resolvers) => Object.assign(resolvers, added) }
  await (createResolvers as (args: unknown) => unknown)(args)
  const nodes: Record<string, unknown[]> = { Notice: [notice], SpecialDay: [holiday] }
  const nodeModel = { findAll: async ({ type }: { type: string }) => ({ entries: nodes[type] }) }
  const buildTime = "2026-12-05T09:00:00.000Z"
  const resolved = await resolvers.SiteBuildMetadata.settledAt.resolve({ buildTime }, {}, { nodeModel })
  expect(resolved).toBe(new Date(settledAt(Date.parse(buildTime), [notice], [holiday])).toISOString())
  expect(resolved).toBe(new Date(at(notice.start)).toISOString())
})
