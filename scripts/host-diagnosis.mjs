// npm run bench -- --diagnose (Linux): why the figures of a small shared host are slower than the phone's. It walks
// /proc, which the bench's default path never reads: bench.mjs imports this file only with --diagnose, or with
// --articles for the large build's peak memory.
import { execFileSync } from "node:child_process"
import fs from "node:fs"

/** Each process's children and resident memory (bytes), read from /proc. */
function processTable() {
  const children = new Map()
  const rss = new Map()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      // Fields after the command name, which may itself contain spaces and brackets.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
      rss.set(Number(entry), Number(fields[21]) * 4096)
    } catch {
      // The process ended while we were reading: it no longer counts.
    }
  }
  return { children, rss }
}

/** A process and all its descendants. */
function processTree(rootPid, { children } = processTable()) {
  const tree = []
  const pending = [rootPid]
  while (pending.length) {
    const pid = pending.pop()
    tree.push(pid)
    pending.push(...(children.get(pid) ?? []))
  }
  return tree
}

/** Resident memory (bytes) of a process and all its descendants. */
export function treeRss(rootPid) {
  const table = processTable()
  return processTree(rootPid, table).reduce((total, pid) => total + (table.rss.get(pid) ?? 0), 0)
}

// The server, the bench and Chrome's non-page processes go to the last core, as a phone's main thread has a core to
// itself; on a 2-core host they kept it waiting, which Lantern counts as work (docs/performance-log.md, 2026-11-28).
const allowedCores =
  process.platform === "linux"
    ? /^Cpus_allowed_list:\s*(\S+)/m.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1]
    : undefined
const toolsCore = allowedCores?.split(/[,-]/).at(-1)
const severalCores = /[,-]/.test(allowedCores ?? "")

/** The command that starts the server on the tools' core. */
export const pinned = severalCores ? ["taskset", "-c", toolsCore] : []

const commandLine = pid => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8")
  } catch {
    return ""
  }
}

/** Sets every thread of each process to the given cores; a process that has ended meanwhile is left. */
function setCores(pids, cores) {
  for (const pid of pids)
    try {
      execFileSync("taskset", ["-a", "-p", "-c", cores, `${pid}`], { stdio: "ignore" })
    } catch {
      // It ended: nothing to move.
    }
}

/**
 * Before each Lighthouse run, as Chrome starts processes as it goes: the bench and Chrome's processes but the pages'
 * go to the tools' core. Each page's renderer starts from Chrome's zygote, which keeps every core.
 */
export function keepToolsOffThePages(chrome) {
  if (!severalCores) return
  const tools = processTree(chrome.pid).filter(pid => !/--type=(renderer|zygote)/.test(commandLine(pid)))
  setCores([process.pid, ...tools], toolsCore)
}

/** Every core back to the bench and all of Chrome, for the search, the taps and the builds. */
export function everyCore(chrome) {
  if (severalCores) setCores([process.pid, ...processTree(chrome.pid)], allowedCores)
}

/**
 * What a fresh page of memory costs this host, in µs (256 MB touched once): a VM handing memory out lazily inflates
 * every main-thread figure, and the benchmarkIndex, a loop over memory already there, does not see it.
 */
export function freshPageMicros() {
  const megabytes = 256
  const code = `const t=process.hrtime.bigint(),kept=[];for(let m=0;m<${megabytes};m++){const b=Buffer.allocUnsafeSlow(1<<20);for(let i=0;i<b.length;i+=4096)b[i]=1;kept.push(b)}console.log(Number(process.hrtime.bigint()-t)/1000/${megabytes * 256})`
  return Number(execFileSync(process.execPath, ["-e", code], { encoding: "utf8" }))
}

/** Above this, a fresh page of memory is slow enough to inflate TBT and the main-thread times several times over. */
export const slowFreshPageMicros = 2

/** The share of the main thread's task time (trace dur) it was on a CPU (tdur): the rest Lantern scales as work. */
export function mainThreadOnCpu(trace, url) {
  const start = trace.traceEvents.find(
    event =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL === url,
  )
  if (!start) throw new Error(`No navigationStart for ${url} in Lighthouse's trace`)
  const tasks = trace.traceEvents.filter(
    event =>
      event.name === "RunTask" &&
      event.pid === start.pid &&
      event.tid === start.tid &&
      event.ts >= start.ts &&
      event.tdur !== undefined,
  )
  if (!tasks.length) throw new Error(`No timed main-thread tasks for ${url} in Lighthouse's trace`)
  const total = key => tasks.reduce((sum, task) => sum + task[key], 0)
  return (100 * total("tdur")) / total("dur")
}
