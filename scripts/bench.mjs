// npm run bench: Lighthouse (mobile, low-end profile of scripts/low-end-phone.mjs, simulated and devtools throttling)
// on each budgeted page as Cloudflare Pages serves it, plus first taps, first search, build time and archive weight,
// each beside its budget (lib/budgets.json). Exits 0 unless the bench breaks or a page violates its CSP. Options:
//   --skip-scale         leave out the two scratch builds (saves most of the time)
//   --articles=N         a third scratch build with N generated articles (budgets.scale: 10000), built again with
//                        its cache after one article changes: build times, peak memory, first search, archive
//   --cpu-slowdown=N     use this CPU multiplier instead of the low-end profile's
//   --skip-build         measure public/ as it is (after npm run build)
//   --only=MODE          only one table, simulated or devtools; or scale: no table, the first searches and builds
//   --pages=/,/sw/       only these pages (of the budgeted ones)
//   --search-only        only the first search's cost, on the build in public/ (no build, no Lighthouse, no taps)
//   --diagnose           Linux, for a noisy host: keeps the tools off the pages' cores, adds On CPU % and the cost
//                        of fresh memory, and samples the builds' peak memory (reads /proc)
// BENCH_PORT changes the server's port (9320).
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import { chromium as playwrightChromium } from "@playwright/test"
import lighthouse from "lighthouse"
import { archiveWeight, printArchiveWeight } from "./archive-weight.mjs"
import { measureTaps, moments } from "./first-tap.mjs"
import { lighthouseSettings, phoneContext, throttle } from "./low-end-phone.mjs"
import { budgetedPages } from "../testkit/expectations.ts"
import { englishPath } from "../src/model/routes.ts"
import { generateProject } from "../testkit/generate-articles.ts"
import { gzipSize } from "../testkit/script-bytes.ts"
import { distinctiveWord } from "../testkit/search-words.ts"
import { searchIndexPath } from "../src/model/search.ts"
import { chunkGroupScripts } from "../gatsby/internals/build-stats.ts"
import { codeAhead } from "../src/site/hydration/deferred-hydration.ts"
import { readExpectations } from "../testkit/expectations.ts"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const budgets = JSON.parse(fs.readFileSync(path.join(root, "lib/budgets.json"), "utf8"))
const chromium = JSON.parse(fs.readFileSync(path.join(root, "testkit/chromium.json"), "utf8"))
// Away from gatsby serve's usual 9000 and the browser tests' 9100–9120, which other runs may hold.
const port = Number(process.env.BENCH_PORT ?? 9320)
const searchOnly = process.argv.includes("--search-only")
/** --diagnose's tools, which walk /proc: loaded only then (and, for its peak memory, with --articles). */
const host = process.argv.includes("--diagnose") ? await import("./host-diagnosis.mjs") : undefined
const skipScale = searchOnly || process.argv.includes("--skip-scale")
const skipBuild = searchOnly || process.argv.includes("--skip-build")
const generatedArticles = 1000
const largeArticles = Number(process.argv.find(arg => arg.startsWith("--articles="))?.split("=")[1] ?? 0)
if (largeArticles && !(largeArticles > generatedArticles))
  throw new Error(`--articles takes a number above the ${generatedArticles} articles of the usual scratch build`)
/** The builds' peak memory, read from /proc: with --diagnose, or on Linux for the large build, whose budget it is. */
const memory =
  host ?? (largeArticles && process.platform === "linux" ? await import("./host-diagnosis.mjs") : undefined)
const cpuSlowdownOption = process.argv.find(arg => arg.startsWith("--cpu-slowdown="))?.split("=")[1]
const onlyMode = process.argv.find(arg => arg.startsWith("--only="))?.split("=")[1]
const onlyPages = process.argv
  .find(arg => arg.startsWith("--pages="))
  ?.split("=")[1]
  ?.split(",")
/** Quick runs measuring the benchmarkIndex first; the slowdown then takes the median of as many latest indexes. */
const calibrationRuns = 3

/** Each figure: how to read it from a Lighthouse report, how to show it, and whether the budget is a floor. */
const metrics = {
  performance: { label: "Perf", read: lhr => lhr.categories.performance.score * 100, digits: 0, floor: true },
  accessibility: { label: "A11y", read: lhr => lhr.categories.accessibility.score * 100, digits: 0, floor: true },
  bestPractices: { label: "BP", read: lhr => lhr.categories["best-practices"].score * 100, digits: 0, floor: true },
  seo: { label: "SEO", read: lhr => lhr.categories.seo.score * 100, digits: 0, floor: true },
  fcpMs: { label: "FCP ms", read: lhr => lhr.audits["first-contentful-paint"].numericValue, digits: 0 },
  lcpMs: { label: "LCP ms", read: lhr => lhr.audits["largest-contentful-paint"].numericValue, digits: 0 },
  tbtMs: { label: "TBT ms", read: lhr => lhr.audits["total-blocking-time"].numericValue, digits: 0 },
  scriptMs: { label: "Script ms", read: lhr => mainThread(lhr).scriptEvaluation ?? 0, digits: 0 },
  mainMs: { label: "Main ms", read: lhr => lhr.audits["mainthread-work-breakdown"].numericValue, digits: 0 },
  // The main-thread budgets are set at 4×, the slowdown of Lighthouse's default on a host of this class: the time
  // measured at the run's slowdown, scaled, as throttling stretches the main thread's work in proportion.
  mainAt4xMs: {
    label: "Main ms at 4×",
    read: lhr =>
      (lhr.audits["mainthread-work-breakdown"].numericValue * 4) / lhr.configSettings.throttling.cpuSlowdownMultiplier,
    digits: 0,
  },
  otherMainMs: {
    label: "Other main ms",
    read: lhr => lhr.audits["mainthread-work-breakdown"].numericValue - (mainThread(lhr).scriptEvaluation ?? 0),
    digits: 0,
  },
  cpuSlowdown: { label: "CPU ×", read: lhr => lhr.configSettings.throttling.cpuSlowdownMultiplier, digits: 2 },
  // Simulated only: Lantern counts a main thread waiting for a core as work; real throttling pauses the thread itself.
  onCpu: { label: "On CPU %", read: lhr => lhr[onCpuKey], digits: 0, modes: host ? ["simulated"] : [] },
  cls: { label: "CLS", read: lhr => lhr.audits["cumulative-layout-shift"].numericValue, digits: 4 },
  jsKb: { label: "JS KB", read: lhr => scriptFilesKb(lhr), digits: 1 },
  totalKb: { label: "Total KB", read: lhr => transferKb(lhr, "total"), digits: 1 },
}

/** Where runLighthouse leaves On CPU % on the report, so that it reads like the other figures: no audit has it. */
const onCpuKey = "benchMainThreadOnCpuPercent"

/** The figures a table shows, by their keys: all but those meant for the other way of throttling. */
const metricKeys = mode => Object.keys(metrics).filter(key => metrics[key].modes?.includes(mode) ?? true)

/**
 * Main-thread time by Lighthouse's categories (mainthread-work-breakdown): scriptEvaluation, styleLayout,
 * parseHTML, scriptParseCompile, garbageCollection, paintCompositeRender, other. Simulated: multiplied by the slowdown.
 */
function mainThread(lhr) {
  return Object.fromEntries(
    lhr.audits["mainthread-work-breakdown"].details.items.map(item => [item.group, item.duration]),
  )
}

/**
 * The scripts the page loaded before the mark `codeAhead` (not the islands' idle code), each as its file in public/
 * gzipped, as `npm test` counts them: Lighthouse adds the headers, which HTTP/2 would compress away.
 */
function scriptFilesKb(lhr) {
  const ahead = lhr.audits["user-timings"].details?.items?.find(item => item.name === codeAhead.started)
  const scripts = lhr.audits["network-requests"].details.items.filter(
    item => item.resourceType === "Script" && (!ahead || item.rendererStartTime < ahead.startTime),
  )
  const bytes = scripts.map(({ url }) => gzipSize(fs.readFileSync(path.join(root, "public", new URL(url).pathname))))
  return bytes.reduce((sum, size) => sum + size, 0) / 1024
}

/** Bytes over the wire (compressed) by resource type, from Lighthouse's resource summary. */
function transferKb(lhr, type) {
  const item = lhr.audits["resource-summary"].details.items.find(row => row.resourceType === type)
  return (item?.transferSize ?? 0) / 1024
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Runs `npm run build` in a folder: its wall time, and (see `memory`) the peak memory of its process tree. */
function timedBuild(dir, logFile) {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const log = fs.openSync(logFile, "w")
    const child = spawn("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", log, log] })
    let peak = 0
    const sampler = memory && setInterval(() => (peak = Math.max(peak, memory.treeRss(child.pid))), 200)
    child.on("error", reject)
    child.on("exit", code => {
      clearInterval(sampler)
      fs.closeSync(log)
      if (code !== 0) reject(new Error(`build in ${dir} failed (exit ${code}); see ${logFile}`))
      else resolve({ seconds: (Date.now() - started) / 1000, ...(memory && { peakMb: peak / 1024 / 1024 }) })
    })
  })
}

/**
 * Cloudflare Pages' runtime (workerd, via `wrangler pages dev`) serving public/ with the build's _headers and
 * _redirects, gzipped as the edge sends it to Chromium. Its .wrangler/ and its log go under bench-results/.
 */
async function startServer(publicDir = path.join(root, "public"), serverPort = port) {
  const dir = path.join(root, `bench-results/wrangler-${serverPort}`)
  fs.mkdirSync(dir, { recursive: true })
  const logFile = path.join(root, `bench-results/wrangler-${serverPort}.log`)
  const log = fs.openSync(logFile, "w")
  const [command, ...args] = [
    ...(host?.pinned ?? []),
    path.join(root, "node_modules/.bin/wrangler"),
    "pages",
    "dev",
    publicDir,
    "--compatibility-date=2026-05-01",
    "--ip",
    "127.0.0.1",
    "--port",
    `${serverPort}`,
    // A line per request costs the CPU the pages are measured on; warnings and errors still reach the log.
    "--log-level",
    "warn",
  ]
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_SEND_ERROR_REPORTS: "false" },
    stdio: ["ignore", log, log],
    detached: true,
  })
  fs.closeSync(log)
  const fail = message => {
    if (child.exitCode === null) process.kill(-child.pid, "SIGTERM")
    throw new Error(`${message}; see ${path.relative(root, logFile)}`)
  }
  // It spends up to 40 s looking for Cloudflare, with no network, before it serves.
  const deadline = Date.now() + 120000
  while (Date.now() < deadline && child.exitCode === null) {
    const response = await fetch(`http://127.0.0.1:${serverPort}/`).catch(() => null)
    if (response?.ok) {
      if (!response.headers.get("content-security-policy"))
        fail("wrangler served the home page without a Content-Security-Policy")
      if (response.headers.get("content-encoding") !== "gzip")
        console.warn("Warning: the server did not gzip the page.")
      return child
    }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  fail("wrangler pages dev did not start")
}

/**
 * The two ways of throttling, each with its own table and budgets. Real throttling is noisier: more runs, and the
 * spread shown. It measures public pages only, against budgets.devtools: its JS KB also counts what the page fetches
 * after its first load, while Lighthouse waits, so the first-load budgets are the simulated table's.
 */
const modes = {
  simulated: {
    title: "simulated throttling (Lantern)",
    runs: group => budgets.groups[group].runs,
    groups: Object.keys(budgets.groups),
    limits: (group, page) => simulatedBudgets(group, page),
  },
  devtools: {
    title:
      "real throttling (devtools method: CPU slowed through the DevTools protocol during the load, network shaped to slow 4G)",
    runs: () => budgets.devtools.runs,
    groups: ["public"],
    limits: (group, page) => ({
      ...budgets.devtools.budgets,
      ...(budgets.devtools.pages[englishPath(page)] ?? {}),
    }),
  },
}

/** Lighthouse's flags: the low-end phone at `cpuSlowdown`, throttled as `mode` says (simulated or devtools). */
const lighthouseFlags = (chrome, cpuSlowdown, mode) => ({
  port: chrome.port,
  logLevel: "error",
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  ...lighthouseSettings(cpuSlowdown, mode === "devtools" ? "devtools" : "simulate"),
})

const lowEndSlowdown = benchmarkIndex => benchmarkIndex / budgets.lowEndProfile.benchmarkIndexPerSlowdown

/** The benchmarkIndexes Lighthouse measured, the latest last: the quick runs', then each run's. */
const benchmarkIndexes = []

/** Lighthouse fixes its settings before it loads the page: the slowdown comes from the indexes measured so far. */
const nextSlowdown = () =>
  cpuSlowdownOption ? Number(cpuSlowdownOption) : lowEndSlowdown(median(benchmarkIndexes.slice(-calibrationRuns)))

/** Quick runs (FCP only) that measure the machine's benchmarkIndex: the first load's slowdown. */
async function calibrate(chrome) {
  for (let run = 1; run <= calibrationRuns; run += 1) {
    process.stdout.write(`  Measuring this machine's benchmarkIndex ${run}/${calibrationRuns}\n`)
    host?.keepToolsOffThePages(chrome)
    const { lhr } = await lighthouse(`http://127.0.0.1:${port}/`, {
      ...lighthouseFlags(chrome, 1, "simulated"),
      onlyCategories: undefined,
      onlyAudits: ["first-contentful-paint"],
    })
    benchmarkIndexes.push(lhr.environment.benchmarkIndex)
  }
  const benchmarkIndex = median(benchmarkIndexes)
  return { benchmarkIndex, cpuSlowdown: lowEndSlowdown(benchmarkIndex), indexes: [...benchmarkIndexes] }
}

async function runLighthouse(chrome, page, mode) {
  host?.keepToolsOffThePages(chrome)
  const url = `http://127.0.0.1:${port}${page}`
  const { lhr, artifacts } = await lighthouse(url, lighthouseFlags(chrome, nextSlowdown(), mode))
  benchmarkIndexes.push(lhr.environment.benchmarkIndex)
  // A script the policy blocks never runs, and the page would only look fast: its figures must not count.
  const violations = (lhr.audits["errors-in-console"].details?.items ?? [])
    .map(item => item.description)
    .filter(text => text?.includes("Content Security Policy"))
  if (violations.length)
    throw new Error(`${page} breaks its Content-Security-Policy (public/_headers):\n  ${violations.join("\n  ")}`)
  if (host && mode === "simulated") lhr[onCpuKey] = host.mainThreadOnCpu(artifacts.Trace, artifacts.URL.mainDocumentUrl)
  return lhr
}

async function lighthouseRuns(chrome, page, runs, mode) {
  const reports = []
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`  Lighthouse (${mode}) ${page} run ${run}/${runs}\n`)
    reports.push(await runLighthouse(chrome, page, mode))
  }
  const values = key => reports.map(lhr => metrics[key].read(lhr))
  return {
    figures: Object.fromEntries(metricKeys(mode).map(key => [key, median(values(key))])),
    spread: Object.fromEntries(spreadMetrics.map(key => [key, [Math.min(...values(key)), Math.max(...values(key))]])),
    mainThread: Object.fromEntries(
      Object.keys(mainThread(reports[0])).map(group => [
        group,
        median(reports.map(lhr => mainThread(lhr)[group] ?? 0)),
      ]),
    ),
    failedAudits: failedAudits(reports),
    benchmarkIndexes: reports.map(lhr => lhr.environment.benchmarkIndex),
  }
}

/**
 * The first search on the loaded home page at the low-end profile: KB from the tap on search to the results (the
 * panel's code, Pagefind, its worker, wasm and index parts) and ms from the first keystroke, typed at once.
 */
async function firstSearch(chrome, cpuSlowdown, { dir = root, serverPort = port } = {}) {
  const publicDir = path.join(dir, "public")
  const { servicePages } = readExpectations(path.join(dir, "content"))
  const word = distinctiveWord(publicDir, servicePages[0].path, "en")
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    // Without the service worker, whose keeping of the essentials after the first load is not the search's cost.
    const context = await phoneContext(browser, { serviceWorkers: "block" })
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${serverPort}/`)
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    await throttle(context, page, cpuSlowdown)
    // The search's responses from the tap on, Pagefind's worker's included: body as sent (compressed) and headers.
    // Other code the page loads meanwhile (the carousel's Swiper at its first slide change) is not the search's.
    const panelScripts = chunkGroupScripts(publicDir, "search-panel") ?? []
    const ofSearch = url => url.startsWith(searchIndexPath) || panelScripts.includes(url)
    const sizes = []
    context.on("requestfinished", request => {
      if (ofSearch(new URL(request.url()).pathname)) sizes.push(request.sizes())
    })
    await page.getByRole("link", { name: "Search" }).tap()
    const field = page.getByRole("searchbox")
    await field.waitFor()
    const shown = page.evaluate(
      () =>
        new Promise(resolve => {
          let first
          document.addEventListener("keydown", () => (first ??= performance.now()), { capture: true })
          new MutationObserver((_, observer) => {
            if (first !== undefined && document.querySelector("[role=dialog] ol li")) {
              observer.disconnect()
              resolve(performance.now() - first)
            }
          }).observe(document.body, { childList: true, subtree: true })
        }),
    )
    await page.keyboard.type(word)
    const ms = await shown
    const bytes = (await Promise.all(sizes)).reduce(
      (sum, size) => sum + size.responseBodySize + size.responseHeadersSize,
      0,
    )
    return { word, kb: bytes / 1024, ms }
  } finally {
    await browser.close()
  }
}

/** A first search's budgets: firstSearch's up to 1,000 generated articles, scale's KB with budgets.scale's. */
const searchBudgets = articles =>
  articles >= budgets.scale.articles ? { kb: budgets.scale.firstSearchKb } : budgets.firstSearch

/** Where a first search ran: the build as it is, or a scratch build with generated articles. */
const searchSite = articles => (articles ? `+ ${articles} generated articles` : "public/")

function printFirstSearch({ word, kb, ms, articles }, cpuSlowdown) {
  const budget = searchBudgets(articles)
  console.log(
    `\nFirst search on / (${searchSite(articles)}) at the low-end profile (slow 4G, ${cpuSlowdown.toFixed(2)}× CPU), ` +
      `"${word}": ${kb.toFixed(1)} KB ${kb <= budget.kb ? "✓" : "✗"}≤${budget.kb}, ${ms.toFixed(0)} ms from the ` +
      `first keystroke to results${budget.ms ? ` ${ms < budget.ms ? "✓" : "✗"}<${budget.ms}` : ""}`,
  )
}

const firstSearchMissed = ({ kb, ms, articles }) => {
  const budget = searchBudgets(articles)
  const where = searchSite(articles)
  return [
    ...(kb > budget.kb ? [`first search (${where}) ${kb.toFixed(1)} KB (budget ≤${budget.kb})`] : []),
    ...(budget.ms && ms >= budget.ms ? [`first search (${where}) ${ms.toFixed(0)} ms (budget <${budget.ms})`] : []),
  ]
}

/** A build of budgets.scale's articles against its budgets: clean, and again with its cache after one edit. */
function buildMissed({ label, articles, cached, seconds, peakMb }) {
  if (articles !== budgets.scale.articles) return []
  const { buildSeconds, cachedBuildSeconds, buildMb } = budgets.scale
  const secondsBudget = cached ? cachedBuildSeconds : buildSeconds
  return [
    ...(seconds > secondsBudget ? [`build ${label} ${seconds.toFixed(0)} s (budget ≤${secondsBudget})`] : []),
    ...(peakMb > buildMb ? [`build ${label} ${peakMb.toFixed(0)} MB (budget ≤${buildMb})`] : []),
  ]
}

/** The first search on a scratch build in `dir`, served as public/ is, in a browser of its own. */
async function searchOn(dir, cpuSlowdown) {
  const serverPort = port + 1
  const server = await startServer(path.join(dir, "public"), serverPort)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.path,
    chromeFlags: chromium.flags,
  })
  try {
    return await firstSearch(chrome, cpuSlowdown, { dir, serverPort })
  } finally {
    await chrome.kill()
    process.kill(-server.pid, "SIGTERM")
  }
}

/**
 * A scratch build with `count` generated articles, without cache; from 1,000 articles, its archive's weight and its
 * first search; with --articles's, built again with its cache kept after one article changes, as CI publishes.
 */
async function scaledBuild(count, cpuSlowdown) {
  const dir = generateProject(count)
  const builds = []
  console.log(`Building a fresh copy with ${count} generated articles in ${dir}…`)
  try {
    const clean = await timedBuild(dir, path.join(root, `bench-results/build-${count}.log`))
    builds.push({ label: `fresh copy, no cache, + ${count} generated articles`, articles: count, ...clean })
    if (count < generatedArticles) return { builds }
    const archive = await archiveWeight(path.join(dir, "public"))
    const search = await searchOn(dir, cpuSlowdown)
    if (count === largeArticles) {
      const newsDir = path.join(dir, "content/news")
      const edited = fs.readdirSync(newsDir).find(file => file.includes("generated-article-1."))
      if (!edited) throw new Error(`no generated article to edit in ${newsDir}`)
      fs.appendFileSync(path.join(newsDir, edited), "\nOne more line, as staff add to an article.\n")
      console.log(`Building it again with its cache, one article changed…`)
      const cached = await timedBuild(dir, path.join(root, `bench-results/build-${count}-cached.log`))
      builds.push({ label: `same copy, cache kept, one article changed`, articles: count, cached: true, ...cached })
    }
    return { builds, archive, search }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Which CPU slowdown the runs use, and where it comes from. */
function profileLine({ cpuSlowdown, benchmarkIndex, indexes }) {
  return cpuSlowdownOption
    ? `CPU slowdown ${cpuSlowdown}× (given with --cpu-slowdown)`
    : `Low-end profile: each run's CPU slowdown is the median of the last ${calibrationRuns} benchmarkIndexes measured ÷ ${budgets.lowEndProfile.benchmarkIndexPerSlowdown} (column CPU ×). First estimate ${benchmarkIndex.toFixed(0)} ÷ ${budgets.lowEndProfile.benchmarkIndexPerSlowdown} = ${cpuSlowdown.toFixed(2)}× (quick runs: ${indexes.map(index => index.toFixed(0)).join(", ")})`
}

/** Why a score is below 100: the audits that failed in any run, outside performance (whose figures are shown). */
function failedAudits(reports) {
  const failed = new Set()
  for (const lhr of reports) {
    for (const category of ["accessibility", "best-practices", "seo"]) {
      for (const { id, weight } of lhr.categories[category].auditRefs) {
        if (weight > 0 && lhr.audits[id].score !== null && lhr.audits[id].score < 1) failed.add(`${category}/${id}`)
      }
    }
  }
  return [...failed]
}

/** A page's budgets: its group's, and those budgets.json gives the page itself, in every language. */
const simulatedBudgets = (group, page) => ({
  ...budgets.groups[group].budgets,
  ...(budgets.pages[englishPath(page)] ?? {}),
})

/** The figures whose spread over the runs is printed: the times that vary from run to run. */
const spreadMetrics = ["lcpMs", "tbtMs", "mainMs", "cls"]

const meets = (key, value, limit) => (metrics[key].floor ? value >= limit : value <= limit)

function formatCell(key, value, limit) {
  const shown = value.toFixed(metrics[key].digits)
  if (limit === undefined) return shown
  const sign = metrics[key].floor ? "≥" : "≤"
  return `${shown} ${meets(key, value, limit) ? "✓" : "✗"}${sign}${limit}`
}

/** Each page's lowest and highest figure over its runs, for the figures that vary. */
function printSpread(results) {
  console.log(`\nSpread over the runs (lowest–highest): ${spreadMetrics.map(key => metrics[key].label).join(", ")}`)
  for (const { page, spread } of results) {
    const cells = spreadMetrics.map(key => spread[key].map(value => value.toFixed(metrics[key].digits)).join("–"))
    console.log(`  ${page}: ${cells.join(", ")}`)
  }
}

/** The first taps' delays to the paint of their answer, beside their budget. */
function printFirstTaps(firstTaps) {
  const { runs, delayMs } = budgets.devtools.firstTap
  console.log(
    `\nFirst tap on the home page, real throttling, tap to the paint of its answer; median of ${runs} runs (lowest–highest):`,
  )
  for (const { tap, moment, delays, median: delay } of firstTaps)
    console.log(
      `  ${tap}, ${moments[moment]}: ${delay.toFixed(0)} ms ${delay <= delayMs ? "✓" : "✗"}≤${delayMs} (${delays[0].toFixed(0)}–${delays[delays.length - 1].toFixed(0)})`,
    )
}

function printTable(results, mode) {
  const keys = metricKeys(mode)
  const header = ["Page", ...keys.map(key => metrics[key].label)]
  const rows = results.map(({ page, figures, limits }) => [
    page,
    ...keys.map(key => formatCell(key, figures[key], limits[key])),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map(row => row[column].length)))
  const line = cells => cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")
  console.log(line(header))
  console.log(widths.map(width => "-".repeat(width)).join("-|-"))
  for (const row of rows) console.log(line(row))
}

async function main() {
  const startedAt = new Date()
  const loadAtStart = os.loadavg()[0]
  const freshPage = host && !searchOnly ? host.freshPageMicros() : undefined
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true })
  console.log(
    `Bench on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${startedAt.toISOString()}`,
  )

  console.log(skipBuild ? "Measuring public/ as it is" : "Building the site (npm run build)…")
  const projectBuild = skipBuild ? undefined : await timedBuild(root, path.join(root, "bench-results/build.log"))

  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.path,
    chromeFlags: chromium.flags,
  })
  const results = { simulated: [], devtools: [] }
  let firstTaps = []
  let calibration
  const searches = []
  try {
    calibration = cpuSlowdownOption
      ? { cpuSlowdown: Number(cpuSlowdownOption), benchmarkIndex: undefined, indexes: [] }
      : await calibrate(chrome)
    console.log(profileLine(calibration))
    const pagesOf = searchOnly ? { public: [], demo: [] } : budgetedPages()
    for (const [mode, { runs, groups, limits }] of Object.entries(modes)) {
      if (onlyMode && mode !== onlyMode) continue
      for (const group of groups) {
        for (const page of pagesOf[group].filter(path => !onlyPages || onlyPages.includes(path))) {
          results[mode].push({
            page,
            runs: runs(group),
            ...(await lighthouseRuns(chrome, page, runs(group), mode)),
            limits: limits(group, page),
          })
        }
      }
    }
    host?.everyCore(chrome)
    if (!searchOnly && (!onlyMode || onlyMode === "devtools"))
      firstTaps = await measureTaps({
        url: `http://127.0.0.1:${port}/`,
        chromium,
        cpuSlowdown: calibration.cpuSlowdown,
        runs: budgets.devtools.firstTap.runs,
      })
    searches.push({ articles: 0, ...(await firstSearch(chrome, calibration.cpuSlowdown)) })
  } finally {
    host?.everyCore(chrome)
    await chrome.kill()
    process.kill(-server.pid, "SIGTERM")
  }
  const { cpuSlowdown } = calibration
  if (searchOnly) {
    printFirstSearch(searches[0], cpuSlowdown)
    const missed = firstSearchMissed(searches[0])
    console.log(missed.length ? `MISSED BUDGETS: ${missed.join("; ")}` : "First-search budgets met.")
    return
  }

  const builds = projectBuild ? [{ label: "as shipped (npm run build here, cache as found)", ...projectBuild }] : []
  const archives = []
  if (!skipScale) {
    for (const count of [0, generatedArticles, ...(largeArticles ? [largeArticles] : [])]) {
      const scaled = await scaledBuild(count, cpuSlowdown)
      builds.push(...scaled.builds)
      if (scaled.archive) archives.push({ articles: count, ...scaled.archive })
      if (scaled.search) searches.push({ articles: count, ...scaled.search })
    }
  }

  console.log(
    `\nLighthouse, mobile; served by Cloudflare's runtime (wrangler pages dev) with public/_headers and _redirects in force, gzip as it sends it.`,
  )
  console.log(profileLine(calibration))
  console.log(
    "Each figure is followed by ✓ or ✗ and its budget. KB are compressed bytes over the wire. Main ms is the main thread's\n" +
      "work at load (Lighthouse's mainthread-work-breakdown, at the slowdown), and Main ms at 4× the same scaled to 4×,\n" +
      "where its budget is set; Script ms and Other main ms split it." +
      (host
        ? "\nOn CPU % is the share of the main thread's task time it was running (Lantern counts the rest as work)."
        : ""),
  )
  for (const [mode, { title }] of Object.entries(modes)) {
    if (!results[mode].length) continue
    const runs = [...new Set(results[mode].map(result => result.runs))].join(" or ")
    console.log(`\n${title}; median of ${runs} runs:\n`)
    printTable(results[mode], mode)
    if (mode === "devtools") printSpread(results[mode])
  }
  if (firstTaps.length) printFirstTaps(firstTaps)
  for (const search of searches) printFirstSearch(search, cpuSlowdown)
  // Other work on the machine inflates TBT (Lighthouse multiplies the main-thread time it observes).
  console.log(
    `\nLoad average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${os.loadavg()[0].toFixed(1)}, on ${os.cpus().length} cores.`,
  )
  if (host)
    console.log(
      `A fresh page of memory costs this host ${freshPage.toFixed(1)} µs` +
        (freshPage > host.slowFreshPageMicros
          ? `, over ${host.slowFreshPageMicros}: TBT and the main-thread times are inflated beyond the low-end phone's; compare them only with runs on a host like this one.`
          : "."),
    )
  // The machine's speed drifts while others use it: the spread says how far to trust TBT and the main-thread times.
  const allResults = Object.values(results).flat()
  const indexes = allResults.flatMap(result => result.benchmarkIndexes).sort((a, b) => a - b)
  if (indexes.length)
    console.log(
      `benchmarkIndex during the runs: median ${median(indexes).toFixed(0)}, from ${indexes[0].toFixed(0)} to ${indexes[indexes.length - 1].toFixed(0)}.`,
    )
  // Only categories the page has a budget for: demo screens are meant to fail SEO's "is-crawlable".
  const budgetKey = { accessibility: "accessibility", "best-practices": "bestPractices", seo: "seo" }
  const failures = allResults
    .map(({ page, failedAudits: audits, limits }) => ({
      page,
      audits: audits.filter(audit => budgetKey[audit.split("/")[0]] in limits),
    }))
    .filter(({ audits }) => audits.length)
  if (failures.length) console.log("Failed audits (accessibility, best practices, SEO):")
  for (const { page, audits } of failures) console.log(`  ${page}: ${audits.join(", ")}`)
  if (builds.length) console.log(`\nBuild (wall time${memory ? ", peak memory of the whole process tree" : ""}):`)
  for (const build of builds)
    console.log(
      `  ${build.label}: ${build.seconds.toFixed(0)} s${build.peakMb ? `, ${build.peakMb.toFixed(0)} MB` : ""}`,
    )
  for (const archive of archives) printArchiveWeight(archive)

  const missed = Object.entries(results).flatMap(([mode, modeResults]) =>
    modeResults.flatMap(({ page, figures, limits }) =>
      Object.entries(limits)
        .filter(([key, limit]) => !meets(key, figures[key], limit))
        .map(
          ([key, limit]) =>
            `${mode} ${page} ${metrics[key].label} ${figures[key].toFixed(metrics[key].digits)} (budget ${metrics[key].floor ? "≥" : "≤"}${limit})`,
        ),
    ),
  )
  missed.push(
    ...firstTaps
      .filter(({ median: delay }) => delay > budgets.devtools.firstTap.delayMs)
      .map(
        ({ tap, moment, median: delay }) =>
          `first tap ${tap} ${moments[moment]} ${delay.toFixed(0)} ms (budget ≤${budgets.devtools.firstTap.delayMs})`,
      ),
    ...searches.flatMap(firstSearchMissed),
    ...builds.flatMap(buildMissed),
  )
  const file = path.join(root, "bench-results", `bench-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`)
  fs.writeFileSync(
    file,
    JSON.stringify(
      { startedAt, freshPageMicros: freshPage, calibration, results, firstTaps, searches, builds, archives, missed },
      null,
      2,
    ),
  )
  console.log(`\nSaved to ${path.relative(root, file)}`)
  const profile = cpuSlowdownOption
    ? ` (at ${cpuSlowdown}× CPU; the budgets are set at the low-end profile, main-thread work's at 4×)`
    : ""
  console.log(
    missed.length ? `MISSED BUDGETS${profile} (${missed.length}): ${missed.join("; ")}` : `All budgets met${profile}.`,
  )
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
