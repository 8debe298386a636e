/**
 * Every fixed route of the site and the template that renders it.
 * News article pages are added from content (create-pages.ts).
 */
export interface RouteSpec {
  path: string
  template: string
}

export const fixedRoutes: readonly RouteSpec[] = [
  { path: "/", template: "home" },
  { path: "/news/", template: "news-list" },
  { path: "/landing/", template: "landing" },
  { path: "/profile/", template: "profile" },
  { path: "/admin/dashboard/", template: "admin/dashboard" },
  { path: "/admin/maps/", template: "admin/maps" },
  { path: "/admin/settings/", template: "admin/settings" },
  { path: "/admin/tables/", template: "admin/tables" },
  { path: "/auth/login/", template: "auth/login" },
  { path: "/auth/register/", template: "auth/register" },
]

export interface RedirectSpec {
  from: string
  to: string
}

/** Any other unknown path is sent to / by the 404 page. */
export const redirects: readonly RedirectSpec[] = [
  { from: "/admin/", to: "/admin/dashboard/" },
  { from: "/auth/", to: "/auth/login/" },
]

export const newsArticlePath = (slug: string) => `/news/${slug}/`

/** Demonstration screens stay out of search engines: not in the sitemap, disallowed in robots.txt. */
export const privatePaths: readonly string[] = ["/admin/", "/auth/"]
