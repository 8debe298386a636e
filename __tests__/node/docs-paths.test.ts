/** @jest-environment node */
import fs from "fs"
import path from "path"
import { repoDir as root } from "../../testkit/project"

/**
 * Paths in README.md and docs/*.md (outside code fences) must exist: backticked text with "/" or a source/doc extension
 * (from the root; a bare name matches any file; :line, #anchor dropped), and Markdown links with their GitHub anchors.
 * Skipped: URLs, site and absolute paths, globs, placeholders and build outputs (public/, .cache/, node_modules/…).
 */

const docsDir = path.join(root, "docs")
const readmeLimit = 12 * 1024

const extensions = /\.(tsx?|m?js|md|ya?ml|json)$/
const buildOutputs = /^(\.\/)?(public|\.cache|bench-results|node_modules)\//
const placeholder = /[*<{…]/

interface NamedPath {
  /** As written. */
  text: string
  /** Where it must exist, from the repository root; a bare file name when `anywhere`. */
  target: string
  /** A bare file name in backticks: it may be anywhere in the repository. */
  anywhere: boolean
  /** A link's "#anchor", without the "#". */
  anchor?: string
}

/** Drops a "#anchor" and a ":line" or ":line:column"; undefined for what the rule leaves out. */
function cleaned(text: string): string | undefined {
  const bare = text.replace(/#.*$/, "").replace(/:\d+(:\d+)?$/, "")
  if (bare === "" || /\s/.test(bare) || bare.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return undefined
  if (placeholder.test(bare) || buildOutputs.test(bare)) return undefined
  return bare
}

/** The Markdown without its fenced code blocks. */
const withoutFences = (markdown: string) => markdown.replace(/^ *(```|~~~)[^\n]*\n[\s\S]*?^ *\1[^\n]*$/gm, "")

/** The repository paths a Markdown file names, by the rule above; `file` is its path from the root. */
function namedPaths(markdown: string, file: string): NamedPath[] {
  const prose = withoutFences(markdown)
  const found: NamedPath[] = []
  for (const [, code] of prose.matchAll(/`([^`\n]+)`/g)) {
    const bare = cleaned(code)
    if (bare === undefined || !(bare.includes("/") || extensions.test(bare))) continue
    found.push({ text: code, target: path.posix.normalize(bare), anywhere: !bare.includes("/") })
  }
  // Inline links [text](target "title") and reference definitions [name]: target.
  const withoutCode = prose.replace(/`[^`\n]+`/g, "")
  const links = [
    ...withoutCode.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g),
    ...withoutCode.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm),
  ]
  for (const [, link] of links) {
    const [target, anchor] = link.split("#", 2)
    const bare = target === "" ? path.posix.basename(file) : cleaned(target)
    if (bare === undefined) continue
    const named = { text: link, target: path.posix.join(path.posix.dirname(file), bare), anywhere: false }
    found.push(anchor ? { ...named, anchor } : named)
  }
  return found
}

/** The anchors GitHub gives a Markdown file's headings. */
function anchorsOf(markdown: string): Set<string> {
  const headings = [...withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map(([, text]) => text)
  return new Set(
    headings.map(text =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    ),
  )
}

/** Every file name in the repository, build outputs and Git's own files left out. */
function fileNames(dir = root, names = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (![".git", "node_modules", "public", ".cache", "bench-results"].includes(entry.name)) fileNames(full, names)
    } else names.add(entry.name)
  }
  return names
}

const docs = [
  "README.md",
  ...fs
    .readdirSync(docsDir)
    .filter(name => name.endsWith(".md"))
    .map(name => `docs/${name}`),
]

describe("the rule for a named path", () => {
  const sample = [
    "See `src/node/create-schema-customization.ts:12`, `content/site.yaml` and `dictionary.ts`; run `npm run check`.",
    "Not paths: `/news/`, `/usr/bin/chromium`, `content/news/*.en.md`, `<group>/<project>`, `public/cms/`,",
    "`https://decapcms.org/docs/`, `mailto:`, `HospitalData`, `--skip-scale`.",
    "Links: [staff](staff.md#pictures), [code](../src/model/routes.ts), [Decap](https://decapcms.org/), [top](#top).",
    "```sh",
    "`inside/a/fence.ts`",
    "```",
  ].join("\n")

  test("takes paths in backticks from the root and links from the file's folder", () => {
    expect(namedPaths(sample, "docs/it.md")).toEqual([
      {
        text: "src/node/create-schema-customization.ts:12",
        target: "src/node/create-schema-customization.ts",
        anywhere: false,
      },
      { text: "content/site.yaml", target: "content/site.yaml", anywhere: false },
      { text: "dictionary.ts", target: "dictionary.ts", anywhere: true },
      { text: "staff.md#pictures", target: "docs/staff.md", anywhere: false, anchor: "pictures" },
      { text: "../src/model/routes.ts", target: "src/model/routes.ts", anywhere: false },
      { text: "#top", target: "docs/it.md", anywhere: false, anchor: "top" },
    ])
  })

  test("gives headings GitHub's anchors", () => {
    const headings = "# Top\n\n## What visitors' messages do\n\n```\n## not a heading\n```\n\n### `npm run cms` ###\n"
    expect([...anchorsOf(headings)]).toEqual(["top", "what-visitors-messages-do", "npm-run-cms"])
  })
})

describe.each(docs)("%s", file => {
  const markdown = fs.readFileSync(path.join(root, file), "utf8")

  test("every repository path it names exists", () => {
    const names = fileNames()
    const missing = namedPaths(markdown, file)
      .filter(({ target, anywhere }) => (anywhere ? !names.has(target) : !fs.existsSync(path.join(root, target))))
      .map(({ text }) => text)
    expect(missing).toEqual([])
  })

  test("every anchor it links to is a heading there", () => {
    const broken = namedPaths(markdown, file)
      .filter(({ target, anchor }) => anchor !== undefined && target.endsWith(".md"))
      .filter(({ target, anchor }) => {
        const full = path.join(root, target)
        return !fs.existsSync(full) || !anchorsOf(fs.readFileSync(full, "utf8")).has(anchor as string)
      })
      .map(({ text }) => text)
    expect(broken).toEqual([])
  })
})

test("README.md stays under 12 KB, with the details in docs/", () => {
  expect(fs.statSync(path.join(root, "README.md")).size).toBeLessThan(readmeLimit)
})

test("README.md links to every doc", () => {
  const linked = namedPaths(fs.readFileSync(path.join(root, "README.md"), "utf8"), "README.md").map(p => p.target)
  const unlinked = docs.filter(file => file !== "README.md" && !linked.includes(file))
  expect(unlinked).toEqual([])
})
