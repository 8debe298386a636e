import { ContentType, ObjectSpec, image, optionalText, text } from "./fields"

/**
 * What the public pages read: site settings, the home page's headings, the footer, news, health articles,
 * sections, services, team, insurers, slides.
 */

const link: ObjectSpec = { name: "FooterLink", fields: { label: text, href: text } }

const socialLinks: ObjectSpec = {
  name: "SocialLinks",
  fields: { facebook: text, twitter: text, github: text },
}

export const publicTypes: readonly ContentType[] = [
  {
    name: "SiteSettings",
    source: "yaml",
    file: "site.yaml",
    shape: "object",
    fields: {
      name: text,
      shortName: text,
      avatarLetter: { type: "String", min: 1, max: 1 },
      description: text,
      siteUrl: text,
      phone: text,
      email: text,
      address: text,
      map: {
        type: {
          name: "MapSettings",
          fields: {
            lat: { type: "Float", min: -90, max: 90 },
            lng: { type: "Float", min: -180, max: 180 },
            zoom: { type: "Int", min: 1, max: 21 },
          },
        },
      },
      social: { type: socialLinks },
      share: { type: { ...socialLinks, name: "ShareLinks" } },
      // The services the Hospital JSON-LD knows how to describe; anything else would be dropped from it silently.
      medicalServices: {
        type: "String",
        list: true,
        min: 1,
        oneOf: ["Maternity", "Dental", "Ultrasound", "Radiography"],
      },
      docsUrl: text,
      downloadUrl: text,
      copyright: {
        type: { name: "Copyright", fields: { company: text, url: text } },
      },
    },
  },
  {
    name: "HomeCopy",
    source: "yaml",
    file: "home.yaml",
    shape: "object",
    fields: {
      servicesTitle: text,
      newsTitle: text,
      newsAllLink: text,
      newsListTitle: text,
      newsListDescription: text,
      newsBackLink: text,
      locationTitle: text,
      healthTitle: text,
      healthIntro: text,
      appointmentTitle: text,
      appointmentSubtitle: text,
      appointmentIntro: text,
      appointmentSubject: text,
      appointmentPrivacy: text,
      appointmentSent: text,
      insurersTitle: text,
    },
  },
  {
    name: "FooterCopy",
    source: "yaml",
    file: "footer.yaml",
    shape: "object",
    fields: {
      title: text,
      text,
      madeBy: text,
      linkGroups: {
        list: true,
        min: 1,
        type: { name: "FooterLinkGroup", fields: { title: text, links: { type: link, list: true, min: 1 } } },
      },
    },
  },
  {
    name: "NewsArticle",
    source: "markdown",
    dir: "news",
    slugged: true,
    fields: {
      title: text,
      date: { type: "Date" },
      image,
      imageAlt: text,
      excerpt: text,
      slug: optionalText,
    },
  },
  {
    name: "HealthArticle",
    source: "markdown",
    dir: "health",
    fields: {
      title: text,
      order: { type: "Int", min: 1 },
      image,
      imageAlt: text,
      excerpt: text,
    },
  },
  {
    name: "Section",
    source: "markdown",
    dir: "sections",
    fields: { title: text },
  },
  {
    name: "Service",
    source: "yaml",
    file: "services.yaml",
    shape: "list",
    key: "services",
    fields: {
      title: text,
      image,
      imageAlt: text,
      description: text,
      lines: { type: "String", list: true, min: 1 },
    },
  },
  {
    name: "TeamCard",
    source: "yaml",
    file: "team.yaml",
    shape: "list",
    key: "team",
    fields: { title: text, image, imageAlt: text, description: text },
  },
  {
    name: "Insurer",
    source: "yaml",
    file: "insurers.yaml",
    shape: "list",
    key: "insurers",
    fields: { name: text },
  },
  {
    name: "Slide",
    source: "yaml",
    file: "slides.yaml",
    shape: "list",
    key: "slides",
    fields: { title: text, description: text, image, imageAlt: text },
  },
]
