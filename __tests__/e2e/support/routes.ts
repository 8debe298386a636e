/** Every route of the spec, and a heading its HTML carries before any script runs. */
export const routes: [path: string, heading: string][] = [
  ["/", "Services Offered"],
  ["/news/", "News & Articles"],
  ["/news/patient-flow-study/", "Hospital Patient Flow Study"],
  ["/landing/", "Your story starts with us."],
  ["/profile/", "Jenna Stones"],
  ["/admin/dashboard/", "Dashboard"],
  ["/admin/maps/", "Maps"],
  ["/admin/settings/", "Settings"],
  ["/admin/tables/", "Tables"],
  ["/auth/login/", "Sign in"],
  ["/auth/register/", "Create an account"],
]

/** Demonstration screens: kept out of search engines. */
export const isDemoPath = (path: string) => path.startsWith("/admin/") || path.startsWith("/auth/")

/** The pages patients and search engines see. */
export const publicPaths = routes.map(([path]) => path).filter(path => !isDemoPath(path))
