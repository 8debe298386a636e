import fs from "fs"
import pathOnDisk from "path"
import { readExpectations } from "../../testkit/expectations"
import { locales } from "../../src/model/locales"
import { homePath, localizedPath } from "../../src/model/routes"
import { expect, test, visit } from "./support/fixtures"
import { publicDir, servers } from "./support/project"

/**
 * Each template's largest first-screen picture (the carousel's first slide, an article's, a service's) is asked for
 * with the HTML: preloaded from the head at high priority, in AVIF with WebP and JPEG behind it, sized for a 375 px
 * phone at 2× and 3×, and nothing else on the page competes with it.
 */

const content = readExpectations()
const pages = locales.flatMap(locale => {
  const { news, servicePages } = content.languages[locale]
  return [localizedPath(locale, homePath), news[0]?.path, servicePages[0]?.path].filter(
    (path): path is string => path !== undefined,
  )
})

/** The widths a srcset offers ("a.avif 750w, b.avif 1125w" → [750, 1125]). */
const widthsOf = (srcSet: string) =>
  srcSet.split(",").map(candidate => Number(candidate.trim().split(/\s+/)[1]?.replace("w", "")))
const urlsOf = (srcSet: string) => srcSet.split(",").map(candidate => candidate.trim().split(/\s+/)[0])

for (const path of pages) {
  test(`${path}: the main picture is preloaded with the HTML and nothing else competes @phone`, async ({ page }) => {
    await visit(page, `${servers.static}${path}`)
    const preload = page.locator('head link[rel="preload"][as="image"]')
    await expect(preload).toHaveCount(1)
    await expect(preload).toHaveAttribute("fetchpriority", "high")
    await expect(preload).toHaveAttribute("type", "image/avif")
    // In the HTML, ahead of the inline styles, so that the phone asks for it with the page's first bytes.
    const html = fs.readFileSync(pathOnDisk.join(publicDir, path, "index.html"), "utf8")
    const preloadAt = html.search(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/)
    expect(preloadAt).toBeGreaterThan(0)
    expect(preloadAt).toBeLessThan(html.indexOf("<style"))

    const main = page.locator('img[fetchpriority="high"]')
    await expect(main).toHaveCount(1)
    await expect(main).toBeInViewport()
    await expect(main).toHaveAttribute("loading", "eager")
    const picture = page.locator("picture", { has: main })
    const avif = picture.locator('source[type="image/avif"]')
    await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1)
    await expect(main).toHaveAttribute("src", /\.jpe?g$/)

    // The preload names exactly the candidates the <picture> offers, so the phone downloads the picture once.
    const srcSet = (await avif.getAttribute("srcset")) ?? ""
    await expect(preload).toHaveAttribute("imagesrcset", srcSet)
    await expect(preload).toHaveAttribute("imagesizes", (await avif.getAttribute("sizes")) ?? "")
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
    const chosen = await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    expect(urlsOf(srcSet)).toContain(chosen)

    // 750 and 1125 pixels wide: a 375 px screen at 2× and 3×, unless the picture itself is smaller.
    const widths = widthsOf(srcSet)
    for (const needed of [750, 1125]) expect(widths.includes(needed) || Math.max(...widths) < needed).toBe(true)

    // Every other picture waits until it nears the screen.
    const others = page.locator('img:not([fetchpriority="high"])')
    for (const other of await others.all()) await expect(other).toHaveAttribute("loading", "lazy")
  })
}
