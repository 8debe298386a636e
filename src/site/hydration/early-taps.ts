/** Buttons whose taps wait for React and are then replayed; links and form fields work without script. */
const tapTargets = "button,[role=button]"

declare global {
  interface Window {
    /** Taps on buttons made before the site's script ran (see earlyTapsScript). */
    __earlyTaps?: HTMLElement[]
    /** Whether a tap on this button must wait; the site's script replaces the first answer ("always"). */
    __holdTap?: (button: HTMLElement) => boolean
  }
}

/**
 * Inlined at the top of every page: on a slow phone the page shows and is tapped long before its script has
 * run. Until then a tap on a button would do nothing (or submit a form the old way); this keeps it, and the
 * site's script replays it once React can answer it. Links and form fields work without script and are left alone.
 */
export const earlyTapsScript = `!function(w){var q=w.__earlyTaps=[];w.__holdTap=function(b){return q.push(b)};document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(${JSON.stringify(tapTargets)});b&&!b.disabled&&w.__holdTap(b)&&(e.preventDefault(),e.stopImmediatePropagation())},!0)}(window)`

/** React is listening now: it answers taps itself, except on blocks still waiting to hydrate (see deferred-hydration.ts). */
export function takeOverTaps(holdTap: (button: HTMLElement) => boolean): HTMLElement[] {
  window.__holdTap = holdTap
  return window.__earlyTaps?.splice(0) ?? []
}
