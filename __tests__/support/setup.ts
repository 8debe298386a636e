import "@testing-library/jest-dom"

// Gatsby's loader is not there outside a build; Link and navigate ask it to prefetch.
Object.assign(globalThis, { ___loader: { enqueue: jest.fn(), hovering: jest.fn() } })

// jsdom cannot follow links (it logs "not implemented"); tests that click one check what the page does.
if (typeof document !== "undefined") {
  document.addEventListener("click", event => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault()
  })
}
