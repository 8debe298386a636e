/** @jest-environment node */
import type { ParentSpanPluginArgs } from "gatsby"
import { onPreBootstrap } from "../../src/node/on-pre-bootstrap"
import { Scratch, scratchContent } from "./scratch-content"

interface ErrorMeta {
  id: string
  context: { sourceMessage: string }
}
type ErrorMap = Record<string, { text: (context: ErrorMeta["context"]) => string }>

/** Runs the hook with `projectDir` as the project; returns the texts Gatsby would print for each panic. */
function runIn(projectDir: string): string[] {
  let errorMap: ErrorMap = {}
  const printed: string[] = []
  const reporter = {
    setErrorMap: (entries: ErrorMap) => {
      errorMap = { ...errorMap, ...entries }
    },
    panic: ({ id, context }: ErrorMeta) => {
      printed.push(errorMap[id].text(context))
    },
  }
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(projectDir)
  try {
    // Only the reporter is used by the hook.
    const args = { reporter } as unknown as ParentSpanPluginArgs
    onPreBootstrap?.(args, { plugins: [] }, () => undefined)
  } finally {
    cwd.mockRestore()
  }
  return printed
}

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

test("the build goes on when the content is valid", () => {
  expect(runIn(scratch.project)).toEqual([])
})

test("the build stops with every mistake listed by file and field", () => {
  const article = "news/2026-02-20-fixture-article-2026-02-20.en.md"
  scratch.edit(article, text => text.replace(/^title: .*\n/m, "").replace(/^date: .*$/m, "date: 20/02/2026"))
  scratch.edit("demo/map.yaml", text => text.replace(/^zoom: .*$/m, "zoom: 0"))
  expect(runIn(scratch.project)).toEqual([
    "The content has 3 mistakes; nothing was published. Fix and build again:\n" +
      '  - content/demo/map.yaml: field "zoom" must be at least 1, not 0\n' +
      `  - content/${article}: field "title" is required but missing\n` +
      `  - content/${article}: field "date" must be a date written YYYY-MM-DD (for example 2026-03-14), not "20/02/2026"`,
  ])
})

describe("CMS_BACKEND, the editor's Git host", () => {
  const before = process.env.CMS_BACKEND
  afterEach(() => {
    if (before === undefined) delete process.env.CMS_BACKEND
    else process.env.CMS_BACKEND = before
  })

  test.each([
    ["not JSON", "github", /^CMS_BACKEND is not valid JSON .* Nothing was published\.$/s],
    ["an unknown backend", '{"name":"bitbucket","repo":"a/b"}', /^CMS_BACKEND names the backend "bitbucket"/],
  ])("%s stops the build before anything is published, naming the variable", (_what, value, message) => {
    process.env.CMS_BACKEND = value
    expect(runIn(scratch.project)).toEqual([expect.stringMatching(message)])
  })

  test("unset, or a backend the editor knows, lets the build go on", () => {
    delete process.env.CMS_BACKEND
    expect(runIn(scratch.project)).toEqual([])
    process.env.CMS_BACKEND = '{"name":"gitlab","repo":"hospital/site","auth_type":"pkce","app_id":"x"}'
    expect(runIn(scratch.project)).toEqual([])
  })
})
