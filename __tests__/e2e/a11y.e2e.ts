import { axeViolations } from "./support/axe"
import { readExpectations } from "../../testkit/expectations"
import { expect, test, visit } from "./support/fixtures"
import { servers } from "./support/project"

const { headings } = readExpectations()

for (const path of headings.keys()) {
  test(`axe-core finds no accessibility violations on ${path}`, async ({ page }) => {
    await visit(page, servers.static + path)
    expect(await axeViolations(page)).toEqual([])
  })
}
