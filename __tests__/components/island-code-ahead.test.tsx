import { performance as nodePerformance } from "perf_hooks"
import { waitFor } from "@testing-library/react"
import { IslandRoot, codeAhead, loadIslandCodeWhenIdle } from "../../src/site/hydration/deferred-hydration"

// jsdom has no User Timing, which every browser the site serves has: Node's stands in.
beforeAll(() => {
  for (const name of ["mark", "measure", "getEntriesByName"] as const)
    Object.defineProperty(performance, name, { value: nodePerformance[name].bind(nodePerformance), configurable: true })
})

/** A block's code that counts its downloads, loaded or not yet. */
function blockCode(loaded = false) {
  const code = {
    downloads: 0,
    load: () => {
      code.downloads += 1
      loaded = true
      return Promise.resolve()
    },
    isLoaded: () => loaded,
  }
  return code
}

/** An island of the page with `html` as the server drew it. */
function island(html: string, code: ReturnType<typeof blockCode>) {
  const element = document.createElement("div")
  element.innerHTML = html
  document.body.append(element)
  new IslandRoot("touch", code).attach(element, null)
}

test("once the page has loaded, the code of the islands with controls comes before any use, and no other", async () => {
  const menu = blockCode()
  const readMore = blockCode()
  const form = blockCode()
  const textOnly = blockCode()
  const alreadyHere = blockCode(true)
  island('<nav><button type="button" popovertarget="menu">Menu</button><div id="menu" popover>…</div></nav>', menu)
  island("<p>A paragraph</p><a href='/somewhere/'>A link</a>", textOnly)
  island("<details><summary>Read More</summary><p>The full text</p></details>", readMore)
  island('<form action="mailto:someone@example.com"><input name="name"></form>', form)
  island('<button type="submit">Send</button>', alreadyHere)

  loadIslandCodeWhenIdle(() => Promise.resolve())
  await waitFor(() => expect(performance.getEntriesByName(codeAhead.fetched)).toHaveLength(1))
  expect([menu, readMore, form, textOnly, alreadyHere].map(code => code.downloads)).toEqual([1, 1, 1, 0, 0])
})
