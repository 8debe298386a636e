import type { CmsBackendSetting } from "../../cms/build/decap-config"
import { whatsappOrigin, whatsappRedirect } from "../../model/whatsapp"

/**
 * The security headers every response carries, and the two Content-Security-Policies: the public pages' (the demo
 * screens under /admin/ and /auth/ included), and the editor's at /cms/. src/node/publish/headers-and-redirects.ts
 * writes them into public/_headers at the end of the build.
 */

/** A policy: each directive with its sources, in the order they are written. */
export type Policy = [directive: string, sources: string[]][]

export const policyText = (policy: Policy) =>
  policy.map(([directive, sources]) => [directive, ...sources].join(" ")).join("; ")

/** Google Maps' hosts, allowed only when the build has a key (src/model/google-maps-key.ts); fonts stay off. */
const googleMaps = {
  script: ["https://maps.googleapis.com"],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
    "data:",
  ],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  frame: ["https://*.google.com"],
  worker: ["blob:"],
}

export interface PublicPolicyOptions {
  /** The sha256 sources of every script written into the pages (src/node/publish/inline-scripts.ts). */
  scriptHashes: readonly string[]
  /** Whether the build has a Google Maps key, so that the map loads Google's script. */
  googleMaps: boolean
}

/**
 * Public pages' CSP: scripts from self and inline ones by hash; no eval, but 'wasm-unsafe-eval' for Pagefind's wasm.
 * Inline styles are allowed: styled-components injects <style> as blocks hydrate and pages change, and style attributes
 * differ per picture (reserved space, placeholder colour); none of it can run script.
 */
export function publicPolicy({ scriptHashes, googleMaps: withMaps }: PublicPolicyOptions): Policy {
  const maps = (sources: string[]) => (withMaps ? sources : [])
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...maps(googleMaps.script)]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", ...maps(googleMaps.img)]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...maps(googleMaps.connect)]],
    ["worker-src", ["'self'", ...maps(googleMaps.worker)]],
    ["frame-src", withMaps ? googleMaps.frame : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // Without script, the appointment form's Send opens the visitor's email app, Send on WhatsApp a chat.
    ["form-action", ["'self'", "mailto:", whatsappOrigin, whatsappRedirect]],
    ["frame-ancestors", ["'none'"]],
  ]
}

const origin = (url: string) => new URL(url).origin

/** What the editor reaches besides the site for `backend`: its Git host's API (and sign-in), and its avatars. */
export function gitHostSources(backend: CmsBackendSetting | undefined): { connect: string[]; img: string[] } {
  switch (backend?.name) {
    case "github":
      return {
        connect: [origin(backend.api_root ?? "https://api.github.com")],
        img: ["https://avatars.githubusercontent.com"],
      }
    case "gitlab": {
      // PKCE: the browser exchanges the sign-in's code for a token at base_url, then calls the API at api_root.
      const baseUrl = backend.base_url ?? "https://gitlab.com"
      const hosts = [...new Set([origin(baseUrl), origin(backend.api_root ?? `${baseUrl}/api/v4`)])]
      return { connect: hosts, img: [...hosts, "https://secure.gravatar.com"] }
    }
    default:
      // git-gateway signs in and saves through the site's own address (/.netlify/); decap-server is behind /api/v1.
      return { connect: [], img: [] }
  }
}

/**
 * The editor at /cms/: Decap's own scripts from the site, with eval, which it needs (it compiles the check of its
 * configuration, with ajv, into a function); its styles, which it injects as it draws (emotion); pictures as they
 * are uploaded (blob:) and its icons (data:); its Git host for `backend`, and nothing more.
 */
export function cmsPolicy(backend: CmsBackendSetting | undefined): Policy {
  const host = gitHostSources(backend)
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...host.img]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...host.connect]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
}

/** Browser features the site never uses, turned off for every page and whatever it embeds. */
const featuresOff = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]

/** The headers every response carries besides its policy and its caching. */
export function securityHeaders({ googleMaps: withMaps }: Pick<PublicPolicyOptions, "googleMaps">) {
  return {
    // A year; the hospital's other names (subdomains) are left to serve as they do (see docs/it.md).
    "Strict-Transport-Security": "max-age=31536000",
    "X-Content-Type-Options": "nosniff",
    // For browsers older than frame-ancestors.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // No other site's window keeps a handle on the site's, nor the site's on one it opened (see cmsOpenerPolicy).
    "Cross-Origin-Opener-Policy": "same-origin",
    // The map's full-screen button is the one use of full screen, and only with a key.
    "Permissions-Policy": [
      ...featuresOff.map(feature => `${feature}=()`),
      `fullscreen=(${withMaps ? "self" : ""})`,
    ].join(", "),
  }
}

/**
 * The editor's: GitHub's sign-in helper, opened by the editor in a window of its own, hands the token back through
 * window.opener, which "same-origin" would cut.
 */
export const cmsOpenerPolicy = "same-origin-allow-popups"
