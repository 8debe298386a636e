import "@testing-library/jest-dom"

// Gatsby's loader is not there outside a build; Link and navigate ask it to prefetch.
Object.assign(globalThis, { ___loader: { enqueue: jest.fn(), hovering: jest.fn() } })
