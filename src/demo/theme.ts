/** The demonstration screens' own colours, beside the site's theme (src/site/theme). */
import { theme } from "../site/theme"
import type { AccentName, ProjectStatus } from "../model/content-model/demo"

/** Named colours the demo content may pick (stat cards, charts). */
export const accents: Record<AccentName, string> = {
  red: "#dc2626",
  orange: "#c2410c",
  amber: "#b45309",
  emerald: "#047857",
  teal: "#0f766e",
  sky: "#0369a1",
  indigo: "#4338ca",
  pink: "#be185d",
}

/** Demo table rows: the status text and its progress bar share one colour. */
const statusColors: Record<ProjectStatus, string> = {
  pending: accents.orange,
  completed: accents.emerald,
  delayed: accents.red,
  "on schedule": accents.teal,
}

/** A colour named in content, or the fallback when the name is not one of the accents. */
export const accentColor = (name: string, fallback: string = theme.colors.muted) =>
  accents[name as AccentName] ?? fallback

/** The colour of a project status, shared by its text, its dot and its progress bar. */
export const statusColor = (status: string) => statusColors[status as ProjectStatus] ?? theme.colors.muted

/** The demo's own sizes, beside the site's (theme.sizes). */
export const demoSizes = { sidebarWidth: 256 } as const
