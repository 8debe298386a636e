// The low-end phone of the bench's own browser measurements (the first taps, the first search), as Lighthouse's
// mobile profile has it: its screen, and Chrome's own throttling (DevTools' slow 4G, and the CPU slowdown of the
// low-end profile) applied to a page through the DevTools protocol.
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js"

/** A Playwright browser context with the phone's screen and touch; `options` adds to it. */
export function phoneContext(browser, options = {}) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile
  return browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    ...options,
  })
}

/** Slows `page`'s network to slow 4G and its CPU by `cpuSlowdown`, from now on. */
export async function throttle(context, page, cpuSlowdown) {
  const cdp = await context.newCDPSession(page)
  const network = throttling.mobileSlow4G
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
}
