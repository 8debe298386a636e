/**
 * The whole site as the build and the tests read it: the hospital's pages (src/model/routes.ts) and the parts
 * listed in src/extensions.ts. The pages' code reads the parts' menus from the shared query instead.
 */
import * as listed from "./extensions"
import type { SiteExtension } from "./model/extension"
import { DescriptionSource, pageDescriptionSources } from "./model/page-descriptions"
import { cmsRoute, siteRoutes } from "./model/routes"

// Compilers add entries of their own to a module's namespace (an __esModule flag; a default when it exports no
// value): the parts are the objects with routes.
export const extensions: readonly SiteExtension[] = Object.values(listed).filter(
  (value: unknown): value is SiteExtension => typeof value === "object" && value !== null && "routes" in value,
)

/** The parts' pages, in the site's first language only. */
export const extensionRoutes = extensions.flatMap(extension => extension.routes)

/** Each is a real page that sends the visitor on, and a redirect rule for hosts that honour one. */
export const redirectRoutes = extensions.flatMap(extension => extension.redirects)

/** Addresses that stay out of search engines: not in the sitemap, disallowed in robots.txt, `noindex`. */
export const privatePrefixes = extensions.flatMap(extension => extension.privatePrefixes)

export const isPrivatePath = (path: string) => privatePrefixes.some(prefix => path.startsWith(prefix))

/**
 * Addresses the service worker leaves to the browser, neither keeping nor answering them: the CMS, whose editor
 * and bundle must always be the current ones, and the private screens, which are no help to a patient offline.
 */
export const notKeptPrefixes: readonly string[] = [cmsRoute, ...privatePrefixes]

const allRoutes = [
  ...siteRoutes,
  ...extensionRoutes.map(route => route.path),
  ...redirectRoutes.map(route => route.from),
]

/** The route a staff page with this slug would clash with ("/news/…/" for "news"), or none. */
export const routeClashingWith = (slug: string): string | undefined =>
  allRoutes.find(route => route.split("/")[1] === slug)

/** Where staff write each page's description: the hospital's pages', then the parts'. */
export const descriptionSources: readonly DescriptionSource[] = [
  ...pageDescriptionSources,
  ...extensions.flatMap(extension =>
    extension.descriptions.map(({ path, ...source }) => ({ ...source, path: () => path })),
  ),
]
