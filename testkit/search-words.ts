import fs from "fs"
import path from "path"
import { Parser } from "htmlparser2"
import { searchBodyAttribute } from "../src/model/search"

/**
 * How Pagefind reads a page (pagefind/src/fossick/parser.rs): the elements it never indexes, and those whose start
 * and end part words, like a line break. Other elements run into their neighbours: `<b>ante</b>natal` is one word.
 */
const leftOutByPagefind = new Set("head style script noscript label form svg footer nav iframe template".split(" "))
const partsWords = new Set("h1 h2 h3 h4 h5 h6 p td div ul li article section br".split(" "))

/**
 * The text Pagefind would index from a built page, within the elements `inBody` picks: less what is marked
 * `data-pagefind-ignore` (a button's words, review dates) and the elements it leaves out of its own accord.
 */
function textWithin(html: string, inBody: (attributes: Record<string, string>) => boolean): string {
  const text: string[] = []
  const opened: { body: boolean; ignored: boolean }[] = []
  const parser = new Parser({
    onopentag(name, attributes) {
      if (partsWords.has(name)) text.push(" ")
      opened.push({
        body: inBody(attributes),
        ignored: "data-pagefind-ignore" in attributes || leftOutByPagefind.has(name),
      })
    },
    ontext(data) {
      if (opened.some(element => element.body) && !opened.some(element => element.ignored)) text.push(data)
    },
    onclosetag(name) {
      opened.pop()
      if (partsWords.has(name)) text.push(" ")
    },
  })
  parser.end(html)
  return text.join("")
}

/** The text Pagefind indexes from a built page: what is inside its `data-pagefind-body`. */
export const indexedText = (html: string) => textWithin(html, attributes => searchBodyAttribute in attributes)

/** The built pages the search indexes (those with a data-pagefind-body), in the language `lang`, by address. */
function indexedPages(publicDir: string, lang: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory() && !["page-data", "static", "pagefind", "cms"].includes(entry.name)) walk(file)
      else if (entry.name === "index.html") {
        const html = fs.readFileSync(file, "utf8")
        if (html.includes(searchBodyAttribute) && html.includes(`<html lang="${lang}"`))
          pages.set(`/${path.relative(publicDir, dir).split(path.sep).join("/")}/`.replace("//", "/"), html)
      }
    }
  }
  walk(publicDir)
  return pages
}

const wordsIn = (text: string) => new Set(text.toLowerCase().match(/\p{L}{6,}/gu) ?? [])

/**
 * A word of `address`'s indexed text on as few other indexed pages as possible (none if one exists), so searching it
 * must rank that page near the top. Read from the build so it follows content edits; used by the search test and the
 * bench.
 */
export function distinctiveWord(publicDir: string, address: string, lang: string): string {
  const pages = indexedPages(publicDir, lang)
  const html = pages.get(address)
  if (!html) throw new Error(`${address} is not an indexed page in ${lang}`)
  const others = [...pages].filter(([other]) => other !== address).map(([, other]) => wordsIn(indexedText(other)))
  const candidates = [...wordsIn(indexedText(html))]
  if (candidates.length === 0) throw new Error(`${address} has no word of six letters or more`)
  const seenIn = (word: string) => others.filter(words => words.has(word)).length
  return candidates.reduce((best, word) => (seenIn(word) < seenIn(best) ? word : best))
}

/** A word of `address`'s main text that no page the search indexes in `lang` holds: only the archive leads to it. */
export function unindexedWord(publicDir: string, address: string, lang: string): string {
  const html = fs.readFileSync(path.join(publicDir, address, "index.html"), "utf8")
  const indexed = [...indexedPages(publicDir, lang).values()].map(page => wordsIn(indexedText(page)))
  // What Pagefind would index of the page's main part, were the page indexed.
  const main = wordsIn(textWithin(html, attributes => attributes.id === "main"))
  const word = [...main].find(candidate => !indexed.some(words => words.has(candidate)))
  if (!word) throw new Error(`every word of ${address} is on a page the search indexes in ${lang}`)
  return word
}
