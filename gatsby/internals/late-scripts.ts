import fs from "fs"
import path from "path"

/**
 * The site's scripts start once the page's first paint is on the screen. Gatsby ends each page with
 * `<script src async>` for its runtime, React and the site's code, so a phone downloads and compiles them while it
 * is still laying out the page for the first time: they compete with the page's first picture for the connection
 * and with its first layout for the processor. Started after the first contentful paint instead (Paint Timing
 * reports it once the frame is shown), the page shows first and the scripts follow; scripts added this way run as
 * soon as they arrive, as async ones do.
 *
 * A browser without Paint Timing starts them after the first frame. Should no paint be reported, they start a second
 * after the page's load event, so that the page always comes to life.
 *
 * Gatsby writes those tags from a slice it stitches into each page at the end of the build, after every hook that
 * could change them, so the pages are rewritten here, once written.
 */
const asyncScripts = /(?:<script src="[^"]+" async><\/script>)+/

/**
 * ES5, with the load-event start set first and the observer guarded: if the loader threw in some browser, no
 * script would ever start. (Chromium 73–76 lists "paint" but throws on `observe({ type })`.)
 */
const loaderScript = (sources: string[]) =>
  "<script>(function(){" +
  "var started,P=window.PerformanceObserver;" +
  `function start(){if(started)return;started=1;${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;document.body.appendChild(e)})}` +
  "function afterFrame(){requestAnimationFrame(function(){setTimeout(start)})}" +
  'addEventListener("load",function(){setTimeout(start,1000)});' +
  'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return afterFrame();' +
  'try{new P(function(list){list.getEntriesByName("first-contentful-paint").length&&start()}).observe({type:"paint",buffered:true})}' +
  "catch(e){afterFrame()}" +
  "})()</script>"

/** The page with its async scripts started by the loader; a page already rewritten is returned as it is. */
export function startScriptsLate(html: string): string {
  return html.replace(asyncScripts, tags => loaderScript([...tags.matchAll(/src="([^"]+)"/g)].map(match => match[1])))
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "page-data" ? [] : htmlFiles(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}

/** Rewrites every page of the build in public/. */
export function startScriptsLateInEveryPage(publicDir: string) {
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = startScriptsLate(html)
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}
