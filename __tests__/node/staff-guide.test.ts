/** @jest-environment node */
import fs from "fs"
import path from "path"
import { checkContent } from "../../src/node/content-check/validate-content"
import { formatContentError } from "../../src/node/content-check/content-error"
import { medicalSpecialties } from "../../src/model/content-model/values"
import { locales } from "../../src/model/locales"
import { repoDir } from "../../testkit/project"
import { Scratch, scratchContent } from "./scratch-content"

const guide = fs.readFileSync(path.join(repoDir, "docs/staff.md"), "utf8")

/** The guide's YAML and Markdown examples, as staff would copy them: without the indentation of a list they sit in. */
const examples = [...guide.matchAll(/^( *)```(?:yaml|markdown)\n([\s\S]*?)^\1```$/gm)].map(([, indent, body]) =>
  body
    .split("\n")
    .map(line => line.slice(indent.length))
    .join("\n"),
)

/** The fixture set, its two services named as the guide's examples name the hospital's (dental, maternity). */
function scratchWithGuideNames(): Scratch {
  const scratch = scratchContent()
  const names: [string, string][] = [
    ["fixture-teeth", "dental"],
    ["fixture-scans", "maternity"],
  ]
  const rename = (text: string) => names.reduce((renamed, [from, to]) => renamed.replaceAll(from, to), text)
  for (const file of fs.readdirSync(scratch.content, { recursive: true, encoding: "utf8" })) {
    if (!/\.(md|yaml)$/.test(file)) continue
    scratch.edit(file, rename)
    if (rename(file) !== file) fs.renameSync(path.join(scratch.content, file), path.join(scratch.content, rename(file)))
  }
  return scratch
}

/** An example that shows its parent key (`openingHours:`), less that line and the comments: the lines to paste. */
const entryLines = (example: string) =>
  example
    .split("\n")
    .slice(1)
    .filter(line => !line.trim().startsWith("#"))
    .join("\n")

/** Where the guide says each kind of example goes, and what else it says to do with it. */
const pastes: { kind: string; is: (example: string) => boolean; paste: (scratch: Scratch, example: string) => void }[] =
  [
    {
      kind: "a news article, with its picture",
      is: example => /^---\n[\s\S]*^date: /m.test(example),
      paste: (scratch, example) => {
        const date = /^date: (\S+)$/m.exec(example)?.[1]
        const image = /^image: (\S+)$/m.exec(example)?.[1] as string
        scratch.write(`news/${date}-from-the-guide.en.md`, example)
        scratch.copy("images/picture.jpg", path.join("news", image))
      },
    },
    {
      kind: "a page of its own, in both languages",
      is: example => /^---\n/.test(example) && !/^date: /m.test(example),
      paste: (scratch, example) =>
        locales.forEach(locale => scratch.write(`pages/from-the-guide.${locale}.md`, example)),
    },
    {
      kind: "a service's hours, with the service's pair of files copied from dental's and written anew",
      is: example => example.startsWith("openingHours:\n"),
      paste: (scratch, example) => {
        const service = /- service: (\S+)/.exec(example)?.[1]
        for (const locale of locales)
          scratch.write(
            `services/${service}.${locale}.md`,
            scratch.read(`services/dental.${locale}.md`).replace(/^(title|summary): .*$/gm, `$1: ${service} ${locale}`),
          )
        scratch.edit("site.yaml", text =>
          text.replace(/^openingHours:\n(?:[ #].*\n)*/m, hours => hours + entryLines(example) + "\n"),
        )
      },
    },
    {
      kind: "a special day, at the end of the file",
      is: example => example.startsWith("days:\n"),
      paste: (scratch, example) => scratch.edit("special-days.yaml", text => text + entryLines(example) + "\n"),
    },
    {
      kind: "review dates, in both languages' files of a service",
      is: example => /^reviewed: /m.test(example) && !/^---/.test(example),
      paste: (scratch, example) =>
        locales.forEach(locale => {
          const file = `services/dental.${locale}.md`
          const lines = example.trim().split("\n")
          scratch.edit(file, text =>
            lines.reduce((edited, line) => edited.replace(new RegExp(`^${line.split(":")[0]}: .*$`, "m"), line), text),
          )
          expect(scratch.read(file).split("\n")).toEqual(expect.arrayContaining(lines))
        }),
    },
    {
      kind: "a notice, in a file of its own",
      is: example => /^message:\n[\s\S]*^level: /m.test(example),
      paste: (scratch, example) => scratch.write("notices/from-the-guide.yaml", example),
    },
  ]

test("the guide has examples to paste", () => {
  expect(examples.length).toBeGreaterThanOrEqual(pastes.length)
})

describe.each(examples.map((example, index) => [index + 1, example] as const))("example %i", (_, example) => {
  const matching = pastes.filter(({ is }) => is(example))

  test("is of one kind the guide says where to paste", () => {
    expect(matching.map(({ kind }) => kind)).toHaveLength(1)
  })

  test("pasted where the guide says, passes the check with no new warning", () => {
    const scratch = scratchWithGuideNames()
    try {
      const warnings = checkContent(scratch.content).warnings.map(formatContentError)
      matching[0].paste(scratch, example)
      const check = checkContent(scratch.content)
      expect(check.errors.map(formatContentError)).toEqual([])
      // A service pasted without its hours, say, is only a warning.
      expect(check.warnings.map(formatContentError)).toEqual(warnings)
    } finally {
      scratch.remove()
    }
  })
})

test("the guide lists the medical specialties the check allows", () => {
  const listed = /<!-- medical-specialties -->([\s\S]*?)<!-- \/medical-specialties -->/.exec(guide)?.[1]
  expect(listed?.split(",").map(name => name.trim())).toEqual([...medicalSpecialties])
})
