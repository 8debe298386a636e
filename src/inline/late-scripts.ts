import { loaderAttributes } from "../model/inline-script-attributes"

/*
 * The late-script loader (gatsby/internals/late-scripts.ts): starts the page's scripts once its first paint is on
 * the screen, one file a task, the data first, as its tag's attributes list them. The load-event start is set first
 * and the observer guarded: if the loader threw in some browser, no script would ever start.
 */
const me = document.currentScript as HTMLScriptElement
const own = `/page-data${location.pathname.replace(/\/$/, "") || "/index"}/page-data.json`
let started = false

const files = (name: string): string[] => JSON.parse(me.getAttribute(name) as string)

function start() {
  if (started) return
  started = true
  const tasks: (() => void)[] = []
  files(loaderAttributes.data).forEach(href =>
    tasks.push(() => {
      const link = document.createElement("link")
      link.rel = "preload"
      link.as = "fetch"
      link.crossOrigin = "anonymous"
      link.fetchPriority = "low"
      link.href = href + (href === own ? location.search : "")
      document.head.appendChild(link)
    }),
  )
  files(loaderAttributes.scripts).forEach(src =>
    tasks.push(() => {
      const script = document.createElement("script")
      script.src = src
      document.body.appendChild(script)
    }),
  )
  const next = () => {
    const task = tasks.shift()
    if (task) {
      task()
      setTimeout(next)
    }
  }
  next()
}

const afterFrame = () => requestAnimationFrame(() => setTimeout(start))

addEventListener("load", () => setTimeout(start, 1000))
// Read from window: a browser without Paint Timing has no such global at all.
const Observer: typeof PerformanceObserver | undefined = window.PerformanceObserver
if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf("paint") < 0) afterFrame()
else {
  // Chromium 73–76 lists "paint" but throws on observe({ type }).
  try {
    new Observer(list => {
      if (list.getEntriesByName("first-contentful-paint").length) start()
    }).observe({ type: "paint", buffered: true })
  } catch {
    afterFrame()
  }
}
