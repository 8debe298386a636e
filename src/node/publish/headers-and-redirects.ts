import fs from "fs"
import path from "path"
import { googleMapsApiKey } from "../../model/google-maps-key"
import { cmsRoute } from "../../model/routes"
import { redirectRoutes } from "../../registry"
import { searchHashedFile, searchIndexPath } from "../../model/search"
import { CmsBackendSetting, backendFromEnvironment } from "../../cms/build/decap-config"
import { htmlFiles, inlineScripts, pageAddress, scriptHash, servedAt } from "./inline-scripts"
import { isKnownScript } from "./known-scripts"
import { contentHashedName } from "../../../gatsby/internals/build-stats"
import { cmsOpenerPolicy, cmsPolicy, policyText, publicPolicy, securityHeaders } from "./security-headers"

/**
 * Cloudflare Pages' (and Netlify's, see docs/it.md) `_headers` (security headers, CSP, caching) and `_redirects` (301s
 * from src/registry.ts), written at the end of the build. Nothing is hand-written: redirects come from the registry,
 * CSP hashes from the built pages, cache rules from the built files.
 */

export const headersFile = "_headers"
export const redirectsFile = "_redirects"

/** Cloudflare Pages ignores the rules past the 100th, and any line longer than 2,000 characters. */
export const cloudflareLimits = { rules: 100, lineLength: 2000 } as const

export const cacheControl = {
  /** A file whose name changes with its content: kept for a year, never asked for again. */
  immutable: "public, max-age=31536000, immutable",
  /** Everything else (pages, page data, the service worker, feeds, sitemap): asked for again on each use. */
  revalidate: "public, max-age=0, must-revalidate",
} as const

/**
 * Files named after their content: Gatsby's scripts and styles and everything in /static/; the search index's
 * chunks and fragments (src/model/search.ts).
 */
const isImmutable = (file: string) =>
  file.startsWith("/static/") ||
  contentHashedName.test(file) ||
  (file.startsWith(searchIndexPath) && searchHashedFile.test(file))

/** A rule of `_headers`: a path pattern, the headers it removes (`! Name`) and those it sets. */
export interface HeaderRule {
  path: string
  unset?: string[]
  set: Record<string, string>
}

const patternRegExps = new Map<string, RegExp>()

/** A pattern's regular expression, as Cloudflare Pages builds it: `*` matches anything, `:name` one segment. */
function patternRegExp(pattern: string): RegExp {
  const known = patternRegExps.get(pattern)
  if (known) return known
  const escaped = pattern
    .split("*")
    .map(part => part.replace(/[-/\\^$+?.()|[\]{}]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
    .join(".*")
  const made = new RegExp(`^${escaped}$`)
  patternRegExps.set(pattern, made)
  return made
}

/**
 * The headers `rules` give the address `urlPath`, as Cloudflare Pages applies them: every matching rule in order,
 * its `! Name` lines first; a header a later rule sets again is added to, unless that rule removed it first.
 */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers = new Map<string, string>()
  const setBefore = new Set<string>()
  for (const rule of rules.filter(r => patternRegExp(r.path).test(urlPath))) {
    for (const name of rule.unset ?? []) headers.delete(name.toLowerCase())
    for (const [name, value] of Object.entries(rule.set)) {
      const key = name.toLowerCase()
      const before = headers.get(key)
      headers.set(key, setBefore.has(key) && before !== undefined ? `${before}, ${value}` : value)
      setBefore.add(key)
    }
  }
  return Object.fromEntries(headers)
}

/** Every file under `dir`, as an address on the site ("/app-….js", "/cms/index.html"). */
function siteFiles(publicDir: string, dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return siteFiles(publicDir, file)
    const address = `/${path.relative(publicDir, file).split(path.sep).join("/")}`
    return address === `/${headersFile}` || address === `/${redirectsFile}` ? [] : [address]
  })
}

const revalidateRule = (pattern: string): HeaderRule => ({
  path: pattern,
  unset: ["Cache-Control"],
  set: { "Cache-Control": cacheControl.revalidate },
})

/**
 * Cache rules: all revalidate except `/static/*` and `/*.<ext>` for hashed files' extensions (immutable); unhashed
 * files those patterns catch (the service worker, the editor's Decap copy) revalidate again, by folder where none is
 * hashed.
 */
function cacheRules(files: readonly string[]): HeaderRule[] {
  const hashed = files.filter(file => isImmutable(file) && !file.startsWith("/static/"))
  const extensions = [...new Set(hashed.map(file => path.posix.extname(file)))].sort()
  const patterns = ["/static/*", ...extensions.map(extension => `/*${extension}`)]
  const caught = (file: string) => patterns.some(pattern => patternRegExp(pattern).test(servedAt(file)))
  const exceptions = files.filter(file => !isImmutable(file) && caught(file))
  const immutable = files.filter(isImmutable)

  const exceptionPatterns = new Set<string>()
  for (const file of exceptions) {
    // The highest folder above the file that holds no immutable file, or else the file itself.
    const folders = path.posix.dirname(file).split("/").filter(Boolean)
    const folder = folders
      .map((_, index) => `/${folders.slice(0, index + 1).join("/")}/`)
      .find(prefix => !immutable.some(other => other.startsWith(prefix)))
    exceptionPatterns.add(folder ? `${folder}*` : file)
  }
  return [
    ...patterns.map(pattern => ({
      path: pattern,
      unset: ["Cache-Control"],
      set: { "Cache-Control": cacheControl.immutable },
    })),
    ...[...exceptionPatterns].sort().map(revalidateRule),
  ]
}

export interface CdnOptions {
  /** The editor's Git host (CMS_BACKEND); what /cms/'s policy lets it reach. */
  cmsBackend?: CmsBackendSetting
  /** Whether the build has a Google Maps key. */
  googleMaps: boolean
}

const isCmsPage = (page: string) => `/${page}`.startsWith(cmsRoute)

/** The scripts written into each HTML file of a build, by its path from public/: read once for the policy and its check. */
type PageScripts = ReadonlyMap<string, string[]>

const pageScripts = (publicDir: string): PageScripts =>
  new Map(htmlFiles(publicDir).map(page => [page, inlineScripts(fs.readFileSync(path.join(publicDir, page), "utf8"))]))

/**
 * The hashes of the scripts written into the public pages (every page but the editor's). Throws, naming each page
 * and script, when a page carries an inline script the build does not mean to emit (src/node/publish/known-scripts.ts):
 * the policy fails closed rather than allow whatever the pages hold.
 */
function publicScriptHashes(scripts: PageScripts): string[] {
  const hashes = new Set<string>()
  const unknown: string[] = []
  for (const [page, written] of [...scripts].filter(([page]) => !isCmsPage(page))) {
    for (const script of written) {
      if (!isKnownScript(script)) unknown.push(`public/${page}: ${JSON.stringify(script.trim().slice(0, 60))}`)
      hashes.add(scriptHash(script))
    }
  }
  if (unknown.length > 0) {
    throw new Error(
      `Pages carry inline scripts the build does not mean to emit (src/node/publish/known-scripts.ts):\n  ${unknown.join("\n  ")}` +
        "\nAfter a change to src/inline/, run `npm run clean` first: Gatsby keeps the pages of an earlier build.",
    )
  }
  return [...hashes].sort()
}

/** Every rule of `_headers` for a build's pages' scripts and its files. */
function headerRules(
  scripts: PageScripts,
  files: readonly string[],
  { cmsBackend, googleMaps }: CdnOptions,
): HeaderRule[] {
  return [
    {
      path: "/*",
      set: {
        ...securityHeaders({ googleMaps }),
        "Content-Security-Policy": policyText(publicPolicy({ scriptHashes: publicScriptHashes(scripts), googleMaps })),
        "Cache-Control": cacheControl.revalidate,
      },
    },
    {
      path: `${cmsRoute}*`,
      unset: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
      set: {
        "Content-Security-Policy": policyText(cmsPolicy(cmsBackend)),
        "Cross-Origin-Opener-Policy": cmsOpenerPolicy,
      },
    },
    ...cacheRules(files),
  ]
}

const generated = (source: string) =>
  `# Written by the build (src/node/publish/headers-and-redirects.ts) from ${source}; a change made here is lost at the next build.`

export function headersText(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(rule =>
    [
      rule.path,
      ...(rule.unset ?? []).map(name => `  ! ${name}`),
      ...Object.entries(rule.set).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  )
  return [generated("the built pages and files"), ...blocks, ""].join("\n")
}

/** `_redirects`: each redirect of src/model/routes.ts, with and without its trailing slash, as a permanent redirect. */
export function redirectsText(): string {
  const lines = redirectRoutes.flatMap(({ from, to }) =>
    [...new Set([from.replace(/\/$/, ""), from])].map(address => `${address} ${to} 301`),
  )
  return [generated("redirectRoutes in src/registry.ts"), ...lines, ""].join("\n")
}

/** A `_headers` text as Cloudflare Pages reads it: a line starting with "/" begins a rule; "#" lines are comments. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split("\n")) {
    const line = raw.trim()
    if (!line || line.startsWith("#")) continue
    if (line.startsWith("/")) rules.push({ path: line, unset: [], set: {} })
    else if (line.startsWith("!")) rules.at(-1)?.unset?.push(line.slice(1).trim())
    else {
      const colon = line.indexOf(":")
      const rule = rules.at(-1)
      if (rule && colon > 0) {
        const name = line.slice(0, colon).trim()
        const value = line.slice(colon + 1).trim()
        rule.set[name] = rule.set[name] ? `${rule.set[name]}, ${value}` : value
      }
    }
  }
  return rules
}

const scriptSources = (policy: string | undefined) =>
  (policy ?? "")
    .split(";")
    .map(directive => directive.trim().split(/\s+/))
    .find(([name]) => name === "script-src")
    ?.slice(1) ?? []

/**
 * Where the `_headers` in `publicDir` and the pages disagree: each script written into a page that the policy of
 * the page's address does not allow by its hash (a browser would refuse to run it), and each hash a policy names
 * that no page's script has (left from an earlier build). Empty when they agree.
 */
export function scriptPolicyProblems(publicDir: string, scripts = pageScripts(publicDir)): string[] {
  const rules = parseHeaders(fs.readFileSync(path.join(publicDir, headersFile), "utf8"))
  const problems: string[] = []
  const written = new Set<string>()
  for (const [page, found] of scripts) {
    const address = pageAddress(page)
    const allowed = scriptSources(headersForPath(rules, address)["content-security-policy"])
    for (const script of found) {
      const hash = scriptHash(script)
      written.add(hash)
      if (!allowed.includes(hash))
        problems.push(`${address}: no policy allows the script ${hash}: ${script.slice(0, 80)}`)
    }
  }
  const named = rules.flatMap(rule =>
    scriptSources(rule.set["Content-Security-Policy"] ?? rule.set["content-security-policy"]),
  )
  for (const hash of new Set(named.filter(source => source.startsWith("'sha256-")))) {
    if (!written.has(hash)) problems.push(`${headersFile} allows ${hash}, which no page's script has`)
  }
  return problems
}

/** What makes a `_headers` text one that Cloudflare Pages would not read in full, if anything. */
export function limitProblems(text: string): string[] {
  const lines = text.split("\n")
  const rules = lines.filter(line => line.startsWith("/")).length
  return [
    ...(rules > cloudflareLimits.rules ? [`${rules} rules, over Cloudflare's ${cloudflareLimits.rules}`] : []),
    ...lines
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => line.length > cloudflareLimits.lineLength)
      .map(
        ({ line, number }) =>
          `line ${number} is ${line.length} characters, over ${cloudflareLimits.lineLength}: ${line.slice(0, 60)}…`,
      ),
  ]
}

/**
 * Writes `_headers` and `_redirects` into `publicDir`, last in onPostBuild once no page is rewritten (CSP hashes depend
 * on it). Throws, stopping the build, if Cloudflare's limits would truncate them or a file wouldn't be cached as it
 * should.
 */
export function writeCdnFiles(
  publicDir: string,
  options: CdnOptions = { cmsBackend: backendFromEnvironment(), googleMaps: googleMapsApiKey !== "" },
): void {
  const files = siteFiles(publicDir)
  const scripts = pageScripts(publicDir)
  const rules = headerRules(scripts, files, options)
  const text = headersText(rules)
  const problems = limitProblems(text)
  for (const file of files) {
    const expected = isImmutable(file) ? cacheControl.immutable : cacheControl.revalidate
    const given = headersForPath(rules, servedAt(file))["cache-control"]
    if (given !== expected) problems.push(`${file} would be cached with "${given}" rather than "${expected}"`)
  }
  if (problems.length > 0) {
    throw new Error(
      `public/${headersFile} cannot be written as Cloudflare Pages would read it:\n  ${problems.join("\n  ")}`,
    )
  }
  fs.writeFileSync(path.join(publicDir, headersFile), text)
  fs.writeFileSync(path.join(publicDir, redirectsFile), redirectsText())
  const mismatches = scriptPolicyProblems(publicDir, scripts)
  if (mismatches.length > 0)
    throw new Error(`public/${headersFile} and the pages disagree:\n  ${mismatches.join("\n  ")}`)
}
