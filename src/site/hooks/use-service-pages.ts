import { graphql } from "gatsby"
import { Locale } from "../../model/locales"
import { useSharedData } from "./use-shared-data"

/** The services in `locale`, in their order: for the menu, the footer, the appointment form and the JSON-LD. */
export function useServicePages(locale: Locale): Queries.ServicePageLinkFragment[] {
  return useSharedData().allServicePage.nodes.filter(page => page.locale === locale)
}

/** The menus of the parts beside the hospital's pages (src/extensions.ts), named in `locale`. */
export function useExtensionMenus(locale: Locale) {
  return useSharedData().allExtensionMenu.nodes.filter(menu => menu.locale === locale)
}

export const query = graphql`
  fragment ServicePageLink on ServicePage {
    locale
    slug
    title
    medicalSpecialty
  }
`
