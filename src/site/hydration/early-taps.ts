/** Buttons whose taps wait for React and are then replayed; links and form fields work without script. */
export const tapTargets = "button,[role=button]"

declare global {
  interface Window {
    /** Taps on buttons made before the site's script ran (see earlyTapsScript). */
    __earlyTaps?: HTMLElement[]
    /** Whether a tap on this button must wait; the site's script replaces the first answer ("always"). */
    __holdTap?: (button: HTMLElement) => boolean
  }
}

/** The attributes by which the keeper finds a carousel's parts (Carousel.tsx sets them). */
export const carouselMarks = {
  region: "data-carousel",
  slide: "data-slide",
  /** On Back (-1) and Next (1). */
  step: "data-step",
  /** On each dot: its slide's index. */
  to: "data-to",
} as const
const { region, slide, step, to } = carouselMarks

/**
 * Inlined at the top of every page: on a slow phone the page shows, and is tapped, long before its script has run
 * or a block's code has arrived. Until then a tap on a button would do nothing (or submit a form the old way);
 * this keeps it, and the site's script replays it once React can answer it. Links and form fields work without
 * script and are left alone.
 *
 * Meanwhile it answers what needs no React, at once:
 * - a disclosure button (aria-expanded, aria-controls) opens or closes what it controls, by the attribute every
 *   disclosure of the site shows it with (`disclosed` in the theme). The replayed tap then moves React's state the
 *   same way, and React writes the attributes the page already has: hydration leaves attributes as it finds them.
 *   Only the person's own taps count (isTrusted): a replayed tap that must wait again would otherwise undo it.
 * - a carousel's Back, Next or step dot (`carouselMarks`) shows its slide: the slides' aria-hidden, the dots'
 *   aria-current and the slides' row moved by whole slides, as the carousel's script shows them. Back is enabled
 *   once away from the first slide; nothing is disabled, so that every kept tap can be replayed.
 * - Send of a form with fields left empty or wrong: the browser's own message on the first such field, until the
 *   form's script shows its own.
 */
export const earlyTapsScript = `!function(w,d){var q=w.__earlyTaps=[];w.__holdTap=function(b){return q.push(b)};d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(${JSON.stringify(tapTargets)}),x,c;if(b&&!b.disabled&&w.__holdTap(b)){e.preventDefault();e.stopImmediatePropagation();if(!e.isTrusted)return;x=b.getAttribute("aria-expanded");if(x&&(c=d.getElementById(b.getAttribute("aria-controls")))){x=x!="true";b.setAttribute("aria-expanded",x);c.toggleAttribute("data-open",x)}else if((c=b.closest("[${region}]"))&&(x=b.getAttribute("${to}")||b.getAttribute("${step}"))){var s=c.querySelectorAll("[${slide}]"),i=0;for(;i<s.length-1&&s[i].getAttribute("aria-hidden")!="false";i++);i=b.hasAttribute("${to}")?+x:Math.max(0,Math.min(s.length-1,i+ +x));s.forEach(function(e,j){e.setAttribute("aria-hidden",j!=i)});c.querySelectorAll("[${to}]").forEach(function(e,j){e.setAttribute("aria-current",j==i)});i&&c.querySelector('[${step}="-1"]').removeAttribute("disabled");s[0]&&(s[0].parentNode.style.transform="translateX("+-100*i+"%)")}else b.type=="submit"&&b.form&&b.form.reportValidity()}},!0)}(window,document)`

/**
 * React is listening now: it answers taps itself, except on blocks still waiting to hydrate and, while the page
 * hydrates, on the page's own disclosures (see deferred-hydration.ts).
 */
export function takeOverTaps(holdTap: (button: HTMLElement) => boolean): HTMLElement[] {
  window.__holdTap = holdTap
  return window.__earlyTaps?.splice(0) ?? []
}
