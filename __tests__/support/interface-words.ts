import type { Locale } from "../../src/site/i18n"
import { interfaceWords } from "../../src/site/i18n/all-words"

/**
 * Strings of `from`'s dictionary that `to` words differently (placeholders as wildcards), found in the component's own
 * text nodes, aria-labels, titles and alt text. Content is never an interface string, so any fixture may be rendered; a
 * value plus one short word ("<n> of <count>") can't be told from content, so tests check those words themselves.
 */
export function foreignInterfaceWords(container: HTMLElement, from: Locale = "en", to: Locale = "sw"): string[] {
  const pieces = renderedPieces(container)
  const all = pieces.join("\n")
  return differingEntries(from, to)
    .filter(entry =>
      entry.pattern
        ? pieces.some(piece => entry.pattern?.test(piece))
        : pieces.includes(entry.text) || (entry.text.includes(" ") && all.includes(entry.text)),
    )
    .map(entry => `${entry.key}: "${entry.text}"`)
}

/** Fails, naming each key and its words, when a component rendered in `to` shows interface words of `from`. */
export function expectNoForeignInterfaceWords(container: HTMLElement, from: Locale = "en", to: Locale = "sw") {
  expect(foreignInterfaceWords(container, from, to)).toEqual([])
}

interface Entry {
  key: string
  /** The string, or a function's words with its values left out. */
  text: string
  /** For a function: matches a whole piece of text it could have made. */
  pattern?: RegExp
}

// Stands for a function's values: cannot occur in any real words.
const placeholder = "\u0000"

const minimumLetters = 4

const normalise = (text: string) => text.replace(/\s+/g, " ").trim()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Every string of `from` worded differently in `to`: the strings a page in `to` must never show. */
function differingEntries(from: Locale, to: Locale): Entry[] {
  const entries: Entry[] = []
  const walk = (a: unknown, b: unknown, key: string) => {
    if (typeof a === "string") {
      if (normalise(a) && a !== b) entries.push({ key, text: normalise(a) })
    } else if (typeof a === "function" && typeof b === "function") {
      const args = Array.from({ length: a.length }, () => placeholder)
      const made: string = a(...args)
      if (made === b(...args)) return
      // Spaces kept: " of " between two values is a word, not two letters inside "professional".
      const parts = normalise(made).split(placeholder)
      // Too few letters of its own (e.g. "<days>: <times>", "<n> of <count>") to tell it from English content.
      if (parts.join("").replace(/\P{L}/gu, "").length < minimumLetters) return
      const pattern = new RegExp(`^${parts.map(escapeRegExp).join("[\\s\\S]+")}$`)
      entries.push({
        key,
        text: parts
          .map(part => part.trim())
          .filter(Boolean)
          .join(" … "),
        pattern,
      })
    } else if (a && typeof a === "object") {
      for (const [name, value] of Object.entries(a)) walk(value, (b as Record<string, unknown>)[name], `${key}.${name}`)
    }
  }
  walk(interfaceWords[from], interfaceWords[to], from)
  return entries
}

const textAttributes = ["aria-label", "aria-roledescription", "title", "alt", "placeholder"]

/** Each text node and each text attribute the container holds, hidden or not, with its spaces tidied. */
function renderedPieces(container: HTMLElement): string[] {
  const pieces: string[] = []
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) pieces.push(normalise(node.textContent ?? ""))
  for (const element of [container, ...container.querySelectorAll("*")]) {
    for (const name of textAttributes) {
      const value = element.getAttribute(name)
      if (value) pieces.push(normalise(value))
    }
  }
  return pieces.filter(Boolean)
}
