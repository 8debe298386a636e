import type { Locale } from "../../model/locales"

/**
 * The search panel's and the search page's words, apart from the dictionary (dictionary.ts, which has the navbar's
 * "Search") because only the panel's code, fetched when a visitor reaches for search, and the search page use them.
 */
const en = {
  dialog: "Search the site",
  input: "Search for",
  close: "Close search",
  hint: "Type a word, for example a service or a question.",
  searching: "Searching…",
  count: (count: number) => (count === 1 ? "1 result" : `${count} results`),
  noResults: "No results. Try another word, or fewer words.",
  results: "Results",
  kinds: { service: "Service", news: "News", health: "Health", page: "Page" },
  needsConnection: "Needs a connection",
  call: "Call",
  whatsapp: "WhatsApp",
  /** The search page: every page the search finds, by kind. */
  pageTitle: "Search the site",
  pageIntro: "Every page the search finds, by kind. Use the search button at the top to find a word.",
  kindHeadings: { service: "Services", news: "News", health: "Health articles", page: "Pages" },
  /** After the results and on the search page: the search covers the newest news only (searchedNews). */
  olderNews: "Older news is in the news archive",
}

export type SearchWords = typeof en

const sw: SearchWords = {
  dialog: "Tafuta kwenye tovuti",
  input: "Tafuta",
  close: "Funga utafutaji",
  hint: "Andika neno, kwa mfano huduma au swali.",
  searching: "Inatafuta…",
  count: count => (count === 1 ? "Tokeo 1" : `Matokeo ${count}`),
  noResults: "Hakuna matokeo. Jaribu neno lingine, au maneno machache.",
  results: "Matokeo",
  kinds: { service: "Huduma", news: "Habari", health: "Afya", page: "Ukurasa" },
  needsConnection: "Inahitaji mtandao",
  call: "Piga simu",
  whatsapp: "WhatsApp",
  pageTitle: "Tafuta kwenye tovuti",
  pageIntro: "Kurasa zote ambazo utafutaji unapata, kwa aina. Tumia kitufe cha kutafuta hapo juu kutafuta neno.",
  kindHeadings: { service: "Huduma", news: "Habari", health: "Makala za afya", page: "Kurasa" },
  olderNews: "Habari za zamani ziko kwenye kurasa za habari",
}

export const searchWords: Record<Locale, SearchWords> = { en, sw }
