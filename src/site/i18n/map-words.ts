import type { Locale } from "../../model/locales"

/**
 * The map's own words, apart from the dictionary (dictionary.ts) because only the map's code, fetched when the map
 * nears the screen, shows them (the dictionary keeps the map's label, which the page shows before).
 */
const en = {
  loading: "Loading map…",
  failed: "The Google Maps JavaScript API could not load.",
  authFailureTitle: "Error: AuthFailure",
  authFailure: "A problem with the API key prevents the map from rendering. Please check that the key is correct.",
  directions: "Get directions",
  showMap: "Show map",
}

export type MapWords = typeof en

const sw: MapWords = {
  loading: "Ramani inapakia…",
  failed: "Ramani ya Google imeshindwa kupakia.",
  authFailureTitle: "Hitilafu: AuthFailure",
  authFailure: "Kuna tatizo la ufunguo wa API, kwa hiyo ramani haionekani. Tafadhali hakikisha ufunguo ni sahihi.",
  directions: "Onyesha njia",
  showMap: "Onyesha ramani",
}

export const mapWords: Record<Locale, MapWords> = { en, sw }
