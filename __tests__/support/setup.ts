import "@testing-library/jest-dom"

// Gatsby's loader is not there outside a build; Link and navigate ask it to prefetch.
Object.assign(globalThis, { ___loader: { enqueue: jest.fn(), hovering: jest.fn() } })

// The constants webpack defines in the site's code (src/node/publish/inline-script-build.ts), as global-setup.ts
// compiled them.
const definitions = JSON.parse(process.env.INLINE_SCRIPT_DEFINITIONS as string) as Record<string, string>
for (const [name, value] of Object.entries(definitions)) Object.assign(globalThis, { [name]: JSON.parse(value) })

// jsdom cannot follow links (it logs "not implemented"); tests that click one check what the page does.
if (typeof document !== "undefined") {
  document.addEventListener("click", event => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault()
  })
}
