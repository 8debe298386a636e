import { ContentType, ObjectSpec, image, optionalText, text } from "./fields"

/** What the public pages read: site settings, news, health articles, sections, services, team, insurers, slides. */

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
      docsUrl: text,
      downloadUrl: text,
      copyright: {
        type: { name: "Copyright", fields: { company: text, url: text } },
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
    fields: { title: text, image, imageAlt: text, description: text },
  },
  {
    name: "Insurer",
    source: "yaml",
    file: "insurers.yaml",
    shape: "list",
    fields: { name: text },
  },
  {
    name: "Slide",
    source: "yaml",
    file: "slides.yaml",
    shape: "list",
    fields: { title: text, description: text, image, imageAlt: text },
  },
]
