/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { onPreBootstrap } from "../../src/node/on-pre-bootstrap"
import { copyContent } from "../support/content"

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

test("the build goes on when the content is valid", () => {
  expect(runIn(path.resolve(__dirname, "../.."))).toEqual([])
})

test("the build stops with every mistake listed by file and field", () => {
  const content = copyContent()
  const project = path.dirname(content)
  try {
    const file = path.join(content, "news/2026-09-18-hospital-ecare.md")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*\n/m, ""))
    expect(runIn(project)).toEqual([
      "The content has 1 mistake; nothing was published. Fix and build again:\n" +
        '  - content/news/2026-09-18-hospital-ecare.md: field "title" is required but missing',
    ])
  } finally {
    fs.rmSync(project, { recursive: true, force: true })
  }
})
