/** @jest-environment node */
import React from "react"
import { WritableAsPromise } from "gatsby/cache-dir/server-utils/writable-as-promise"

/**
 * Gatsby's SSR writes every page with React's renderToPipeableStream into its WritableAsPromise. React 18.3.1 fills
 * 2 KB chunks and, when a multi-byte character falls on a chunk's edge, sends the whole chunk, its unwritten bytes
 * as NULs (react#31134); patches/react-dom+18.3.1.patch sends only the bytes encoded (INTERNALS.md, 14).
 */
const chunkSize = 2048
const hours = "Saturday: 08:00–14:00"
const dash = Buffer.from("–")

/** Texts short enough that React encodes them into its chunk, as a footer's, then the hours `shift` bytes on. */
const Footer = ({ shift }: { shift: number }) => (
  <footer>
    {[1, 2, 3, 4].map(line => (
      <p key={line}>{"Open every day of the week. ".repeat(17)}</p>
    ))}
    <p>{`${" ".repeat(shift)}${hours}`}</p>
  </footer>
)
const shifts = Array.from({ length: 120 }, (_, shift) => shift)

/** Renders with react-dom's build for `nodeEnv`, as `gatsby build` (production) and `gatsby develop` load it. */
async function serverRenderer(nodeEnv: string) {
  const before = process.env.NODE_ENV
  process.env.NODE_ENV = nodeEnv
  let renderer: typeof import("react-dom/server").renderToPipeableStream | undefined
  try {
    await jest.isolateModulesAsync(async () => {
      renderer = (await import("react-dom/server")).renderToPipeableStream
    })
  } finally {
    process.env.NODE_ENV = before
  }
  return renderer!
}

/** The page's HTML as Gatsby's SSR gets it (static-entry.js). */
function renderAsGatsby(element: React.ReactElement, render: Awaited<ReturnType<typeof serverRenderer>>) {
  const writable = new WritableAsPromise()
  const { pipe } = render(element, {
    onAllReady() {
      pipe(writable)
    },
    onError(error) {
      writable.destroy(error instanceof Error ? error : new Error(String(error)))
    },
  })
  return writable
}

describe.each(["production", "development"])("Gatsby's SSR with react-dom's %s build", nodeEnv => {
  test("a page whose en dash falls on a 2 KB chunk's edge has no NUL byte", async () => {
    const render = await serverRenderer(nodeEnv)
    const pages: string[] = []
    for (const shift of shifts) pages.push(await renderAsGatsby(<Footer shift={shift} />, render))
    expect(shifts.filter(shift => pages[shift].includes("\0"))).toEqual([])
    for (const html of pages) expect(html).toContain(hours)
    // The fixture does put the dash across the edge: its three bytes start at 2046, then at 2047.
    const onEdge = pages.filter(html => {
      const start = Buffer.from(html).indexOf(dash)
      return start < chunkSize && start + dash.length > chunkSize
    })
    expect(onEdge).toHaveLength(2)
  })
})
