/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { onPreBootstrap } from "../../src/node/on-pre-bootstrap"
import { copyContent } from "../support/content"

function runIn(projectDir: string) {
  const panic = jest.fn()
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(projectDir)
  try {
    // Only the reporter is used by the hook.
    const args = { reporter: { panic } } as unknown as ParentSpanPluginArgs
    onPreBootstrap?.(args, { plugins: [] }, () => undefined)
  } finally {
    cwd.mockRestore()
  }
  return panic
}

test("the build goes on when the content is valid", () => {
  expect(runIn(path.resolve(__dirname, "../.."))).not.toHaveBeenCalled()
})

test("the build stops with every mistake listed by file and field", () => {
  const content = copyContent()
  const project = path.dirname(content)
  try {
    const file = path.join(content, "news/2026-09-18-hospital-ecare.md")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*\n/m, ""))
    const panic = runIn(project)
    expect(panic).toHaveBeenCalledTimes(1)
    expect(panic.mock.calls[0][0]).toBe(
      "The content has 1 mistake; nothing was published. Fix and build again:\n" +
        '  - content/news/2026-09-18-hospital-ecare.md: field "title" is required but missing',
    )
  } finally {
    fs.rmSync(project, { recursive: true, force: true })
  }
})
