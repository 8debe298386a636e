import type { Page } from "playwright-core"

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA, plus best practices) on the page as it is now.
 * Returns one line per violation, so a failing test says what and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve("axe-core") })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    })
    return result.violations
  })
  return violations.map(
    v => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map(n => n.target.join(" ")).slice(0, 3).join(", ")}`,
  )
}
