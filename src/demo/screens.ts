/** The demonstration screens' addresses and menu: plain data for their pages, apart from their content model. */
import type { ExtensionRoute } from "../model/extension"

const screen = (path: string, template: string, label: string): ExtensionRoute => ({
  path,
  component: `src/demo/templates/${template}.tsx`,
  label,
})

export const demoScreens = {
  dashboard: screen("/admin/dashboard/", "admin/dashboard", "Dashboard"),
  settings: screen("/admin/settings/", "admin/settings", "Settings"),
  tables: screen("/admin/tables/", "admin/tables", "Tables"),
  maps: screen("/admin/maps/", "admin/maps", "Maps"),
  login: screen("/auth/login/", "auth/login", "Login"),
  register: screen("/auth/register/", "auth/register", "Register"),
  landing: screen("/landing/", "landing", "Landing"),
  profile: screen("/profile/", "profile", "Profile"),
} as const

const { dashboard, settings, tables, maps, login, register, landing, profile } = demoScreens

/** The Demo Pages menu and the admin sidebar, in the order of the admin template the site began with. */
export const groups = [
  { title: "Admin Layout", links: [dashboard, settings, tables, maps] },
  { title: "Auth Layout", links: [login, register] },
  { title: "No Layout", links: [landing, profile] },
]

// The admin and sign-in screens are no help to a patient: out of search engines and off the phone.
export const privatePrefixes = ["/admin/", "/auth/"]

/** Whether a screen stays out of search engines, as its address says. */
export const isPrivateScreen = (path: string) => privatePrefixes.some(prefix => path.startsWith(prefix))
