// The low-end phone of every bench measurement: Lighthouse's runs, the first taps, the first search. Its screen and
// network are literal copies of Lighthouse 12's mobile defaults (Moto G Power; the mobileSlow4G preset and its
// devtools values: RTT 150 ms × 3.75, 1.6 Mbps × 0.9), so that our figures keep their meaning across its upgrades.

/** Moto G Power's screen, as Lighthouse's mobile screenEmulation. */
export const screen = { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false }

/** Slow 4G: rttMs and throughputKbps for simulated throttling, the request* and *ThroughputKbps for devtools. */
export const slow4G = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
}

/** Lighthouse's flags for the phone: `method` is "simulate" (Lantern) or "devtools" (real throttling). */
export const lighthouseSettings = (cpuSlowdown, method) => ({
  formFactor: "mobile",
  screenEmulation: screen,
  throttlingMethod: method,
  throttling: { ...slow4G, cpuSlowdownMultiplier: cpuSlowdown },
})

/** A Playwright browser context with the phone's screen and touch; `options` adds to it. */
export function phoneContext(browser, options = {}) {
  const { width, height, deviceScaleFactor } = screen
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
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slow4G.requestLatencyMs,
    downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
}
