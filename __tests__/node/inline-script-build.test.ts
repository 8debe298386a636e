/** @jest-environment node */
import fs from "fs"
import path from "path"
import { transformSync } from "esbuild"
import {
  InlineScriptName,
  compileInlineScript,
  inlineScript,
  inlineScriptDefinitions,
} from "../../src/node/publish/inline-script-build"
import { siteScripts } from "../../src/node/publish/known-scripts"

// What each script does is tested where it is used: the loader in late-scripts.test.ts, the page-path script in
// cdn-files.test.ts, the notices' script in components/notices.test.tsx; here, what the compile step makes of them.
const names: InlineScriptName[] = ["late-scripts", "page-path", "notices"]
const source = (name: InlineScriptName) => fs.readFileSync(path.join("src", "inline", `${name}.ts`), "utf8")

test.each(names)("%s is compiled into one minified IIFE: one line, no comments, its own names shortened", name => {
  const text = compileInlineScript(name)
  expect(text).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/)
  expect(text).not.toMatch(/\n|\/\*|\/\/ /)
  const declared = [...source(name).matchAll(/\b(?:const|let|function) (\w{3,})/g)].map(match => match[1])
  // As a name of its own, not a property (Date.now) nor in a string ("link", "data-start").
  const kept = (local: string) => new RegExp(`(?<![\\w$."-])${local}(?![\\w$"-])`).test(text)
  for (const local of declared) expect({ local, kept: kept(local) }).toEqual({ local, kept: false })
})

test.each(names)("%s is the same bytes each time it is compiled, as its CSP hash needs", name => {
  expect(compileInlineScript(name)).toBe(compileInlineScript(name))
  expect(inlineScript(name)).toBe(compileInlineScript(name))
})

test.each(names)("%s needs nothing newer than ES2015", name => {
  // Lowering to ES2015 changes nothing that esnext would keep: no later syntax is left in the text.
  const asIs = (target: string) => transformSync(inlineScript(name), { target }).code
  expect(asIs("es2015")).toBe(asIs("esnext"))
})

test("the CSP's list of the site's scripts is the compiled texts, and the component renders the same notices' script", () => {
  expect(siteScripts()).toEqual(names.map(compileInlineScript))
  expect(JSON.parse(inlineScriptDefinitions().NOTICES_SCRIPT)).toBe(inlineScript("notices"))
  // As jest's global setup defines it for the component tests, from the same compile.
  expect(NOTICES_SCRIPT).toBe(inlineScript("notices"))
})
