/**
 * A mailto: link to one address, with `fields` (subject, body) as its query. Each part of the address is
 * encoded, so that nothing in it ("?", "&", ",") can add a recipient or a header to what the email app prepares.
 */
export function mailtoHref(address: string, fields: Record<string, string> = {}): string {
  const at = address.lastIndexOf("@")
  const parts = at < 0 ? [address] : [address.slice(0, at), address.slice(at + 1)]
  const query = Object.entries(fields).map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  return `mailto:${parts.map(encodeURIComponent).join("@")}${query.length ? `?${query.join("&")}` : ""}`
}
