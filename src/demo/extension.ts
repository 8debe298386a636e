/** The demonstration screens, registered in src/extensions.ts: plain data, read by the build. */
import type { SiteExtension } from "../model/extension"
import { demoTypes } from "./content-model"
import { demoScreens, groups, privatePrefixes } from "./screens"

const { dashboard, login, landing, profile } = demoScreens

export const demo: SiteExtension = {
  routes: groups.flatMap(group => group.links),
  menu: { label: { en: "Demo Pages", sw: "Kurasa za mfano" }, groups },
  redirects: [
    { from: "/admin/", to: dashboard.path },
    { from: "/auth/", to: login.path },
  ],
  privatePrefixes,
  contentTypes: demoTypes,
  descriptions: [
    { type: "DemoLanding", field: "description", path: landing.path },
    { type: "DemoProfile", field: "description", path: profile.path },
  ],
}
