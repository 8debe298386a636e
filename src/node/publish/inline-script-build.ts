import path from "path"
import { buildSync } from "esbuild"

/** The inline scripts the site writes into its pages, by their source's name in src/inline/. */
export type InlineScriptName = "late-scripts" | "page-path" | "notices"

/**
 * A source of src/inline/ bundled into one IIFE and minified: the exact text the pages carry, and so the text the
 * CSP hash is of. ES2015, as every browser of Gatsby's default browserslist, which the site's bundles target, runs.
 */
export function compileInlineScript(name: InlineScriptName): string {
  const { outputFiles } = buildSync({
    // Gatsby runs from the project root; its compiled copy of this file lives elsewhere.
    entryPoints: [path.resolve(process.cwd(), "src", "inline", `${name}.ts`)],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2015",
    // Not the project's tsconfig, whose `strict` would add "use strict": the text depends on the sources only.
    tsconfigRaw: {},
    write: false,
  })
  return outputFiles[0].text.trimEnd()
}

const compiled = new Map<InlineScriptName, string>()

/** The text of an inline script, compiled once per process: the build writes it into every page. */
export function inlineScript(name: InlineScriptName): string {
  const text = compiled.get(name) ?? compileInlineScript(name)
  compiled.set(name, text)
  return text
}

/**
 * The compiled texts the site's components render, as webpack's DefinePlugin takes them, in every stage: the
 * server's render writes the notices' script into the page, and the browser's draws the same (src/site/globals.d.ts).
 */
export const inlineScriptDefinitions = () => ({ NOTICES_SCRIPT: JSON.stringify(inlineScript("notices")) })
