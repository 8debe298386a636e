/**
 * Stands in for stylis's vendor prefixing (its `src/Prefixer.js`) in the browser bundle (browser-bundle.ts).
 * styled-components runs it only when a `StyleSheetManager` turns `enableVendorPrefixes` on, which the site never
 * does; each declaration is returned as it is, as stylis leaves it with prefixing off.
 */
export function prefix(value: string): string {
  return value
}
