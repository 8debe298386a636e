import type { Page } from "@playwright/test"

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA, plus best practices) on the page as it is now,
 * or only inside the element `selector` matches.
 * Returns one line per violation, so a failing test says what and where.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // The home page's bands are laid out only as they near the screen (content-visibility: auto); until then what is
  // in a band taller than its estimate has no real place, and axe would read a colour behind it from whatever
  // follows (the footer's). Laid out, every text is where a visitor who scrolls to it sees it.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" })
  await page.addScriptTag({ path: require.resolve("axe-core") })
  const violations = await page.evaluate(async scope => {
    const axe = (
      window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(scope ? { include: [scope] } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    })
    return result.violations
  }, selector)
  return violations.map(
    v =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map(n => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  )
}
