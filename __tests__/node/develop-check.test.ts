/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { Scratch, scratchContent } from "./scratch-content"

/**
 * What `gatsby develop` does when staff save a content file: gatsby-source-filesystem makes the File node again,
 * gatsby-transformer-remark a MarkdownRemark node under it, our onCreateNode the typed node the pages read; then
 * Gatsby runs createPages, which checks the whole content again.
 */

const article = "news/2026-01-10-fixture-article-2026-01-10.en.md"

let scratch: Scratch
let saves = 0
// Each test is a fresh `gatsby develop`: the hooks remember the last valid content of the process.
let onCreateNode: typeof import("../../src/node/on-create-node").onCreateNode
let recheckContent: typeof import("../../src/node/on-pre-bootstrap").recheckContent
beforeEach(async () => {
  scratch = scratchContent()
  jest.resetModules()
  ;({ onCreateNode } = await import("../../src/node/on-create-node"))
  ;({ recheckContent } = await import("../../src/node/on-pre-bootstrap"))
})
afterEach(() => scratch.remove())

function fileNode(relativePath: string) {
  saves += 1
  return {
    id: `file ${relativePath}`,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: `save ${saves}`, owner: "gatsby-source-filesystem" },
    sourceInstanceName: "content",
    relativePath,
    absolutePath: path.join(scratch.content, relativePath),
    base: path.basename(relativePath),
  }
}

/** Runs onCreateNode as Gatsby would after a save of `relativePath`; returns the typed nodes and the warnings. */
async function save(relativePath: string) {
  const file = fileNode(relativePath)
  const markdown = {
    id: `markdown ${relativePath}`,
    parent: file.id,
    children: [],
    internal: {
      type: "MarkdownRemark",
      contentDigest: file.internal.contentDigest,
      owner: "gatsby-transformer-remark",
    },
    frontmatter: {},
  }
  const createNode = jest.fn()
  const warn = jest.fn()
  const args = {
    node: relativePath.endsWith(".md") ? markdown : file,
    getNode: (id: string) => (id === file.id ? file : undefined),
    loadNodeContent: async (node: { absolutePath: string }) => fs.readFileSync(node.absolutePath, "utf8"),
    actions: { createNode, createParentChildLink: jest.fn() },
    createNodeId: (key: string) => key,
    reporter: { warn },
  }
  // Only these parts of Gatsby's arguments are used.
  await onCreateNode?.(args as unknown as CreateNodeArgs<Node>, { plugins: [] }, () => undefined)
  return {
    nodes: createNode.mock.calls.map(([node]) => node as Record<string, unknown>),
    warnings: warn.mock.calls.map(([text]) => text as string),
  }
}

/** Runs the develop-time check of the whole content; returns what Gatsby would print. */
function recheck() {
  const printed: string[] = []
  let errorMap: Record<string, { text: (context: unknown) => string }> = {}
  const reporter = {
    setErrorMap: (entries: typeof errorMap) => (errorMap = { ...errorMap, ...entries }),
    error: ({ id, context }: { id: string; context: unknown }) => printed.push(errorMap[id].text(context)),
    success: (text: string) => printed.push(text),
  }
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(scratch.project)
  try {
    recheckContent(reporter as never)
  } finally {
    cwd.mockRestore()
  }
  return printed
}

const titleOf = (text: string) => /^title: (.*)$/m.exec(text)?.[1]

test("an article saved without its title keeps its last valid title, and the terminal names the file and field", async () => {
  const validTitle = titleOf(fs.readFileSync(path.join(scratch.content, article), "utf8"))
  expect((await save(article)).nodes).toEqual([expect.objectContaining({ title: validTitle })])
  expect(recheck()).toEqual([])

  scratch.edit(article, text => text.replace(/^title: .*\n/m, ""))
  const broken = await save(article)
  expect(broken.nodes).toEqual([expect.objectContaining({ title: validTitle })])
  expect(broken.warnings).toEqual([
    `content/${article} has a mistake (listed below); the pages keep its last valid version until it is fixed.`,
  ])
  expect(recheck()).toEqual([
    "The content has 1 mistake; a build would stop here. Fix and save again:\n" +
      `  - content/${article}: field "title" is required but missing`,
  ])

  scratch.edit(article, text => text.replace(/^date:/m, "title: Fixed title\ndate:"))
  expect((await save(article)).nodes).toEqual([expect.objectContaining({ title: "Fixed title" })])
  expect(recheck()).toEqual(["The content has no mistakes any more."])
})

test("a YAML file saved with a mistake keeps all its items as they were", async () => {
  const before = (await save("slides/slides.en.yaml")).nodes
  expect(before.length).toBeGreaterThan(0)
  scratch.edit("slides/slides.en.yaml", text => text.replace(/^ {4}imageAlt: .*\n/m, ""))
  const after = await save("slides/slides.en.yaml")
  const titles = (nodes: Record<string, unknown>[]) => nodes.map(node => node.title)
  expect(titles(after.nodes)).toEqual(titles(before))
  expect(after.warnings).toEqual([
    "content/slides/slides.en.yaml has a mistake (listed below); the pages keep its last valid version until it is fixed.",
  ])
})

test("a new article with a mistake stays off the pages until it is fixed", async () => {
  const added = "news/2026-05-01-new-article.en.md"
  fs.copyFileSync(path.join(scratch.content, article), path.join(scratch.content, added))
  scratch.edit(added, text => text.replace(/^image: .*$/m, "image: ./images/missing.jpg"))
  const { nodes, warnings } = await save(added)
  expect(nodes).toEqual([])
  expect(warnings).toEqual([`content/${added} has a mistake (listed below); it stays off the pages until it is fixed.`])
  expect(recheck()).toEqual([
    expect.stringContaining(
      `content/${added}: field "image" points to "./images/missing.jpg", which does not exist next to this file`,
    ),
  ])
})

test("a section file deleted while develop runs is reported", async () => {
  fs.rmSync(path.join(scratch.content, "sections/about.sw.md"))
  expect(recheck()).toEqual([
    "The content has 1 mistake; a build would stop here. Fix and save again:\n" +
      "  - content/sections/about.sw.md: is missing: every page is in English and Kiswahili; write its Kiswahili version (copy content/sections/about.en.md and translate it)",
  ])
})

test("the nodes get the checked values: the site's address without its trailing slash", async () => {
  scratch.edit("site.yaml", text => text.replace(/^siteUrl: (.*)$/m, "siteUrl: $1/"))
  const { nodes } = await save("site.yaml")
  expect(nodes).toEqual([expect.objectContaining({ siteUrl: expect.not.stringMatching(/\/$/) })])
})

test("once gatsby develop serves the site, each run of createPages checks the whole content again", async () => {
  const { createPages } = await import("../../src/node/create-pages")
  const { onCreateDevServer } = await import("../../src/node/on-create-dev-server")
  scratch.edit(article, text => text.replace(/^title: .*\n/m, ""))
  const error = jest.fn()
  const reporter = { setErrorMap: () => undefined, error, success: jest.fn(), warn: jest.fn() }
  // Only the check matters here: the pages' query stops createPages right after it.
  const stop = new Error("no pages in this test")
  const pagesArgs = {
    graphql: () => Promise.reject(stop),
    actions: { createPage: jest.fn(), createRedirect: jest.fn() },
    reporter,
  }
  const run = () => createPages?.(pagesArgs as never, { plugins: [] }, () => undefined)
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(scratch.project)
  try {
    // Before the server, onPreBootstrap has just checked the content (or, in a build, stopped it).
    await expect(run()).rejects.toBe(stop)
    expect(error).not.toHaveBeenCalled()

    const app = { get: jest.fn() }
    const store = { getState: () => ({ program: { host: "localhost" } }) }
    onCreateDevServer?.({ app, store, reporter } as never, { plugins: [] }, () => undefined)
    await expect(run()).rejects.toBe(stop)
    expect(error).toHaveBeenCalledTimes(1)
  } finally {
    cwd.mockRestore()
  }
})
