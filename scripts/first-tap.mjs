// Tap-to-answer delay on the home page (menu, carousel Next, first Read More, empty form Send), 500 ms after FCP and
// after load, devtools-throttled at the low-end profile. Controls answer from HTML (popover, details, links, form
// validation), so the delay is the longer of the tap's Event Timing duration and the time to the answer's frame.
import { chromium as playwright } from "@playwright/test"
import { phoneContext, throttle } from "./low-end-phone.mjs"

/**
 * The taps measured: where to tap, and what on the page says the tap was answered. `answeredAt` runs in the page on
 * every frame from the tap on, before the frame is drawn, and returns the frame's time once the answer is there;
 * `before` reads what the answer changes.
 */
export const taps = [
  {
    name: "Menu button",
    target: page => page.locator('button[popovertarget="public-menu"]'),
    answeredAt: () => !!document.querySelector("#public-menu:popover-open") && performance.now(),
  },
  {
    name: "Carousel Next",
    target: page => page.locator(".swiper-slide").first().locator("a[href]").last(),
    // The row has moved on from where it was before the tap.
    before: () => document.querySelector(".swiper-wrapper")?.scrollLeft,
    answeredAt: ({ before }) => document.querySelector(".swiper-wrapper")?.scrollLeft !== before && performance.now(),
  },
  {
    name: "Read More",
    target: page => page.locator("main details > summary").first(),
    answeredAt: () => !!document.querySelector("main details[open]") && performance.now(),
  },
  {
    name: "Send, fields empty",
    target: page => page.locator('#contact button[type="submit"]').first(),
    // Focus on the first field left wrong, with its message beside it: the form's own once its script runs, or,
    // before then, the browser's, which leaves no trace in the page to read.
    answeredAt: () => {
      const active = document.activeElement
      return (
        !!active?.closest("#contact form") &&
        active === document.querySelector("#contact form :invalid, #contact form [aria-invalid=true]") &&
        performance.now()
      )
    },
  },
]

export const moments = {
  fcp: "500 ms after first paint",
  load: "after load",
}

/**
 * Records, from the first script on, the first tap's time and the Event Timing entries of interactions; `watchFrames`
 * adds when the tap's answer showed.
 */
function recordTaps() {
  const record = { tapAt: undefined, answeredAt: undefined, events: [] }
  Object.assign(window, { __tapRecord: record })
  addEventListener("pointerdown", event => record.tapAt ?? (record.tapAt = event.timeStamp), true)
  new PerformanceObserver(list => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        record.events.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration })
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
}

/** From the next pointerdown on, checks `answeredAt` on every frame and keeps the first time it gives. */
function watchFrames(answeredAt, args) {
  const check = () => {
    const at = answeredAt(args)
    if (at) window.__tapRecord.answeredAt = at
    else requestAnimationFrame(check)
  }
  addEventListener("pointerdown", () => requestAnimationFrame(check), { capture: true, once: true })
}

/** One load of the home page and one tap; the delay in ms from the tap to the paint of its answer. */
async function measureTap(browser, url, tap, moment, cpuSlowdown) {
  const context = await phoneContext(browser)
  try {
    const page = await context.newPage()
    await throttle(context, page, cpuSlowdown)
    await page.addInitScript(recordTaps)
    if (moment === "load") {
      await page.goto(url, { waitUntil: "load" })
    } else {
      await page.goto(url, { waitUntil: "commit" })
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
        polling: 20,
      })
      const wait = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0].startTime + 500 - performance.now(),
      )
      if (wait > 0) await page.waitForTimeout(wait)
    }
    const target = tap.target(page)
    await target.scrollIntoViewIfNeeded()
    const before = tap.before ? await page.evaluate(tap.before) : undefined
    // Watched from before the tap: a watch started once tap() has returned, on a slowed page, misses the frames
    // drawn meanwhile, and with them the first frame that shows the answer.
    await page.evaluate(`(${watchFrames})(${tap.answeredAt}, ${JSON.stringify({ before })})`)
    // A bare touch at the control's centre: locator.tap() also runs Playwright's check of what the touch hits, its
    // listeners on the page's main thread inside the measured tap (20–30 ms of it at the low-end profile).
    const box = await target.boundingBox()
    if (!box) throw new Error(`${tap.name}: the control is not drawn, so there is nothing to tap`)
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForFunction(() => window.__tapRecord.answeredAt, null, { timeout: 30000 })
    const record = await page.evaluate(() => window.__tapRecord)
    const tapId = record.events.find(event => event.start >= record.tapAt - 1)?.id
    const eventTiming = Math.max(0, ...record.events.filter(event => event.id === tapId).map(event => event.duration))
    return Math.max(eventTiming, record.answeredAt - record.tapAt)
  } finally {
    await context.close()
  }
}

/** Every tap at every moment, `runs` times each: the median delay and the spread, in ms. */
export async function measureTaps({ url, chromium, cpuSlowdown, runs }) {
  const browser = await playwright.launch({ executablePath: chromium.path, args: chromium.flags })
  const results = []
  try {
    for (const tap of taps) {
      for (const moment of Object.keys(moments)) {
        const delays = []
        for (let run = 1; run <= runs; run += 1) {
          process.stdout.write(`  First tap: ${tap.name}, ${moments[moment]}, run ${run}/${runs}\n`)
          delays.push(await measureTap(browser, url, tap, moment, cpuSlowdown))
        }
        delays.sort((a, b) => a - b)
        results.push({ tap: tap.name, moment, delays, median: delays[Math.floor(delays.length / 2)] })
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
