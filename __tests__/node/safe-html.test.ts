import type { CreateResolversArgs } from "gatsby"
import { createResolvers } from "../../src/node/create-resolvers"

/** MarkdownRemark.html as the site installs it, over `html` as gatsby-transformer-remark makes it. */
async function resolve(html: string | null): Promise<unknown> {
  let resolvers: { MarkdownRemark: { html: { resolve: (...args: unknown[]) => Promise<unknown> } } } | undefined
  // Only createResolvers is used by the hook.
  const args = { createResolvers: (given: typeof resolvers) => (resolvers = given) } as unknown as CreateResolversArgs
  await createResolvers?.(args, { plugins: [] }, () => undefined)
  return resolvers?.MarkdownRemark.html.resolve({}, {}, {}, { originalResolver: async () => html })
}

async function resolveHtml(html: string): Promise<HTMLElement> {
  const root = document.createElement("div")
  root.innerHTML = String(await resolve(html))
  return root
}

// gatsby-transformer-remark passes HTML written in a Markdown file through as it is.
const injected = [
  "<script>document.title = 'hacked'</script>",
  '<img src="./images/picture.jpg" alt="A picture" onerror="alert(1)">',
  '<a href="javascript:alert(1)">Click</a>',
  '<a href="jav&#x61;script:alert(1)">Encoded</a>',
  '<p onclick="alert(1)" style="position:fixed">Styled</p>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  "<style>body { display: none }</style>",
  '<form action="https://evil.example/"><input name="card"></form>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="data">',
].join("\n")

test("nothing that runs or embeds anything reaches the page", async () => {
  const root = await resolveHtml(injected)
  expect(root.querySelectorAll("script, style, iframe, object, embed, form, input")).toHaveLength(0)
  for (const element of Array.from(root.querySelectorAll("*"))) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on|^style$/)
      expect(value).not.toMatch(/^\s*(javascript|data):/i)
    }
  }
  expect(root.textContent).not.toContain("hacked")
  expect(root.textContent).not.toContain("display")
  // The text around it stays.
  expect(root.textContent).toContain("Click")
  expect(root.textContent).toContain("Styled")
})

test("what Markdown writes keeps working: headings, paragraphs, emphasis, links, lists, quotes, code, tables, images", async () => {
  const root = await resolveHtml(
    [
      "<h2>A heading</h2>",
      '<p>Call <a href="tel:+254700000000">us</a>, <a href="mailto:desk@example.org">write</a> or read <a href="https://example.org/a" title="More">more</a> and <a href="/news/">the news</a>.</p>',
      "<p><em>Please</em> bring your <strong>card</strong>.</p>",
      "<ul>\n<li>Monday</li>\n<li>Tuesday</li>\n</ul>",
      "<ol>\n<li>First</li>\n</ol>",
      "<blockquote>\n<p>Quoted</p>\n</blockquote>",
      "<pre><code>code</code></pre>",
      '<table><thead><tr><th align="left">Day</th></tr></thead><tbody><tr><td align="left">Mon</td></tr></tbody></table>',
      '<p><img src="./images/picture.jpg" alt="A picture" title="Picture"></p>',
    ].join("\n"),
  )
  expect(root.querySelector("h2")?.textContent).toBe("A heading")
  expect(Array.from(root.querySelectorAll("a")).map(a => a.getAttribute("href"))).toEqual([
    "tel:+254700000000",
    "mailto:desk@example.org",
    "https://example.org/a",
    "/news/",
  ])
  expect(root.querySelector('a[title="More"]')).not.toBeNull()
  expect(root.querySelector("em")?.textContent).toBe("Please")
  expect(root.querySelector("strong")?.textContent).toBe("card")
  expect(root.querySelectorAll("ul li")).toHaveLength(2)
  expect(root.querySelectorAll("ol li")).toHaveLength(1)
  expect(root.querySelector("blockquote p")?.textContent).toBe("Quoted")
  expect(root.querySelector("pre code")?.textContent).toBe("code")
  expect(root.querySelector('th[align="left"]')?.textContent).toBe("Day")
  expect(root.querySelector("img")?.getAttribute("src")).toBe("./images/picture.jpg")
  expect(root.querySelector("img")?.getAttribute("alt")).toBe("A picture")
})

test("a missing html stays missing rather than becoming text", async () => {
  expect(await resolve(null)).toBeNull()
})

test("a picture from another host never reaches the page, and the site's own pictures do", async () => {
  const root = await resolveHtml(
    [
      '<img src="https://tracker.example/pixel.gif" alt="remote">',
      '<img src="//tracker.example/pixel.gif" alt="protocol-relative">',
      '<img src="/static/0123abcd/picture.jpg" alt="copied by the build">',
    ].join("\n"),
  )
  const sources = Array.from(root.querySelectorAll("img")).map(img => img.getAttribute("src"))
  expect(sources.filter(src => src?.includes("tracker.example"))).toEqual([])
  expect(sources).toContain("/static/0123abcd/picture.jpg")
})
