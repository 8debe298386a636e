import { ContentType, FieldSpec, ObjectSpec, image, imageAlt, optionalText, text } from "./fields"
import { medicalSpecialties, noticeLevels, weekDays } from "./values"
import { localeInfo, locales } from "../locales"

/**
 * What the public pages read: site settings, the home page's headings, the footer, news, health articles,
 * sections, the services (their pages and home page cards), team, insurers, slides, the pages staff add
 * (privacy notice, visiting hours …) and the notices shown above every page for a while.
 */

const url: FieldSpec = { type: "String", format: "url" }

/** One field per language, in one file (a notice's message, a holiday's name), labelled by the language's name. */
const everyLanguage = (field: FieldSpec) =>
  Object.fromEntries(locales.map(locale => [locale, { ...field, label: localeInfo[locale].name }]))

/** A time written as on a clock. */
const clockTime: FieldSpec = { type: "String", format: "clock", hint: "Written 08:00 or 17:30." }

const openingTimes: ObjectSpec = {
  name: "OpeningTimes",
  label: "Opening times",
  fields: {
    days: { type: "String", list: true, min: 1, oneOf: weekDays },
    opens: clockTime,
    closes: {
      ...clockTime,
      after: "opens",
      hint: "Written 08:00 or 17:30, after it opens; from 00:00 to 23:59 means open day and night.",
    },
  },
}

/** The name of the content type of the services: a service is its files, content/services/<slug>.en.md and .sw.md. */
export const serviceTypeName = "ServicePage"

/** A service named by its file's name: "dental" for content/services/dental.en.md. */
const service: FieldSpec = {
  type: "String",
  refersTo: serviceTypeName,
  hint: "Which of the hospital's services (the name of its file in content/services/, like dental).",
}

/** The home page's card of a service, written in the service's own files. */
const serviceCard: ObjectSpec = {
  name: "ServiceCard",
  fields: {
    title: text,
    image,
    imageAlt,
    description: { ...text, multiline: true },
    lines: { type: "String", list: true, min: 1, label: "What it offers", hint: "One short line each." },
  },
}

/** A service a team member works in, and the days they see its patients. */
const clinicDays: ObjectSpec = {
  name: "ClinicDays",
  label: "Service and days",
  fields: {
    service,
    days: { type: "String", list: true, min: 1, oneOf: weekDays, label: "Clinic days" },
  },
}

const link: ObjectSpec = {
  name: "FooterLink",
  fields: {
    label: { ...text, label: "Text of the link" },
    href: {
      type: "String",
      format: "link",
      label: "Address",
      hint: "A full address (https://…), a page of this site (/news/), or a mailto: or tel: link.",
    },
  },
}

const excerpt: FieldSpec = {
  type: "String",
  label: "Summary",
  hint: "One or two sentences, shown on the cards that lead to the article.",
  multiline: true,
}

/**
 * When a clinician last checked a page's health advice, and when it is due again: the page shows both, and the
 * content check warns about a page past its next review (`npm run check -- --strict` refuses it).
 */
export const reviewDates = {
  reviewed: {
    type: "Date",
    label: "Last reviewed",
    hint: "The day a clinician last checked this advice.",
  },
  nextReview: {
    type: "Date",
    label: "Next review due",
    notBefore: "reviewed",
    hint: "When it must be checked again; after that day the content check lists the page as overdue.",
  },
} as const satisfies Record<string, FieldSpec>

const socialLinks: ObjectSpec = {
  name: "SocialLinks",
  fields: { facebook: url, twitter: url, github: url },
}

export const publicTypes: readonly ContentType[] = [
  {
    name: "SiteSettings",
    label: "Site settings",
    source: "yaml",
    file: "site.yaml",
    shape: "object",
    fields: {
      avatarLetter: { type: "String", min: 1, max: 1, hint: "The letter in the round logo." },
      siteUrl: {
        type: "String",
        format: "origin",
        label: "Site address",
        hint: "The public address of this site alone, e.g. https://www.example.org.",
      },
      phone: text,
      whatsapp: {
        ...text,
        label: "WhatsApp number",
        hint: "The number patients message, written +254 700 000 000 or 0700 000 000.",
      },
      emergencyPhone: { ...text, label: "Emergency line", hint: "Answered day and night." },
      email: { ...text, format: "email", hint: "Where the appointment form sends its messages." },
      address: { ...text, multiline: true },
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
      // The one home of each service's hours, written once for both languages; the check wants one per service.
      openingHours: {
        type: {
          name: "ServiceHours",
          label: "Service hours",
          fields: { service, times: { type: openingTimes, list: true, min: 1 } },
        },
        list: true,
        min: 1,
        hint: "When each service sees patients, one entry per service, shown on its page, in the footer and to search engines.",
      },
      docsUrl: url,
      downloadUrl: url,
      copyright: {
        type: { name: "Copyright", fields: { company: text, url } },
      },
    },
  },
  {
    name: "SiteCopy",
    label: "Hospital name and description",
    source: "yaml",
    file: "site-copy/site-copy.yaml",
    shape: "object",
    translated: "every",
    fields: {
      name: text,
      shortName: { ...text, hint: "A short name, under the icon on a phone's home screen." },
      description: { ...text, hint: "What search engines and shared links show about the hospital.", multiline: true },
    },
  },
  {
    name: "HomeCopy",
    label: "Home page headings",
    source: "yaml",
    file: "home/home.yaml",
    shape: "object",
    translated: "every",
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
      appointmentPrivacy: {
        ...text,
        multiline: true,
        hint: "Under the Send on WhatsApp button. Keep saying that WhatsApp, another company, carries messages sent that way.",
      },
      appointmentPrivacyLink: {
        type: link,
        label: "Link to the privacy notice",
        hint: "After the line above: where visitors read the whole privacy notice (/privacy/, /sw/privacy/).",
      },
      appointmentSent: text,
      appointmentWhatsappSent: { ...text, hint: "Shown after a visitor presses Send on WhatsApp." },
      insurersTitle: text,
    },
  },
  {
    name: "FooterCopy",
    label: "Footer",
    source: "yaml",
    file: "footer/footer.yaml",
    shape: "object",
    translated: "every",
    fields: {
      title: text,
      text: { ...text, multiline: true },
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
    label: "News",
    source: "markdown",
    dir: "news",
    slugged: true,
    besideArchivePages: true,
    datedFileNames: true,
    translated: "some",
    fields: {
      title: text,
      date: { type: "Date", hint: "The day the article is published." },
      image,
      imageAlt,
      excerpt,
      slug: {
        ...optionalText,
        format: "slug",
        label: "Address",
        hint: "Leave empty: the page's address is made from the title. Only to keep an old address.",
        sameInEveryLanguage: true,
      },
    },
  },
  {
    name: "HealthArticle",
    label: "Health articles",
    source: "markdown",
    dir: "health",
    translated: "every",
    fields: {
      title: text,
      order: { type: "Int", min: 1, hint: "Where the article stands on the home page: 1 comes first." },
      image,
      imageAlt,
      excerpt,
      ...reviewDates,
    },
  },
  {
    name: "Section",
    label: "Home page sections",
    source: "markdown",
    dir: "sections",
    files: ["about.md", "who-we-are.md", "offline.md"],
    translated: "every",
    fields: { title: text },
  },
  {
    name: "ServicePage",
    label: "Service pages",
    source: "markdown",
    dir: "services",
    slugged: true,
    sharedPictures: true,
    translated: "every",
    fields: {
      title: text,
      order: {
        type: "Int",
        min: 1,
        hint: "Where the service stands on the home page, in menus and lists: 1 comes first.",
      },
      summary: {
        ...text,
        multiline: true,
        hint: "One or two sentences under the heading, also shown by search engines.",
      },
      image,
      imageAlt,
      offers: { type: "String", list: true, min: 1, label: "What we offer", hint: "One line each." },
      audience: { type: "String", list: true, min: 1, label: "Who it is for", hint: "One line each." },
      preparation: {
        type: "String",
        list: true,
        min: 1,
        label: "How to prepare",
        hint: "What to do before coming and what to bring, one line each.",
      },
      medicalSpecialty: {
        type: "String",
        optional: true,
        oneOf: medicalSpecialties,
        label: "Medical specialty",
        hint: "What search engines are told this service is, where one of schema.org's specialties fits.",
      },
      card: {
        type: serviceCard,
        label: "Home page card",
        hint: "The service's card on the home page, which leads to this page.",
      },
      ...reviewDates,
    },
  },
  {
    name: "TeamCard",
    label: "Team",
    source: "yaml",
    file: "team/team.yaml",
    shape: "list",
    key: "team",
    translated: "every",
    fields: {
      title: text,
      image,
      imageAlt,
      description: { ...text, multiline: true },
      services: {
        type: clinicDays,
        list: true,
        optional: true,
        label: "Works in",
        hint: "The services this person or team sees patients in, and on which days; their pages list them.",
      },
    },
  },
  {
    name: "Insurer",
    label: "Insurers",
    source: "yaml",
    file: "insurers.yaml",
    shape: "list",
    key: "insurers",
    fields: { name: text },
  },
  {
    name: "Slide",
    label: "Home page slides",
    source: "yaml",
    file: "slides/slides.yaml",
    shape: "list",
    key: "slides",
    translated: "every",
    fields: { title: text, description: { ...text, multiline: true }, image, imageAlt },
  },
  {
    name: "StaffPage",
    label: "Pages",
    source: "markdown",
    dir: "pages",
    slugged: true,
    atSiteRoot: true,
    translated: "every",
    fields: {
      title: text,
      description: {
        ...text,
        multiline: true,
        hint: "One or two sentences saying what the page is about, shown by search engines and shared links.",
      },
      slug: {
        ...optionalText,
        format: "slug",
        label: "Address",
        hint: "Leave empty: the page's address is made from the file's name (privacy.en.md is at /privacy/).",
        sameInEveryLanguage: true,
      },
    },
  },
  {
    name: "Notice",
    label: "Notices",
    source: "yaml-folder",
    dir: "notices",
    fields: {
      // Both languages in one file, so that the notice's dates have one home.
      message: {
        type: { name: "NoticeMessage", label: "Message", fields: everyLanguage({ ...text, multiline: true }) },
        hint: "One or two sentences, in every language, shown in a band above every page.",
      },
      level: {
        type: "String",
        oneOf: noticeLevels,
        hint: "urgent: screen readers read it out at once; information: when the visitor reaches it.",
      },
      start: { type: "DateTime", hint: "When the notice starts to show." },
      end: { type: "DateTime", after: "start", hint: "When it stops showing; after the start." },
      link: {
        ...optionalText,
        format: "link",
        hint: "Where to read more, if anywhere: a page of this site (/visiting-hours/) or a full address (https://…).",
      },
    },
  },
  {
    name: "SpecialDay",
    label: "Public holidays and closures",
    source: "yaml",
    file: "special-days.yaml",
    shape: "list",
    key: "days",
    fields: {
      date: { type: "Date", hint: "The day, written 2026-12-25." },
      name: {
        type: { name: "SpecialDayName", label: "Name", fields: everyLanguage(text) },
        hint: "What the day is, in every language: Jamhuri Day, or Staff training.",
      },
      closed: {
        ...service,
        list: true,
        optional: true,
        hint: "The services closed all that day. A service named nowhere keeps its usual hours.",
      },
      hours: {
        type: {
          name: "SpecialHours",
          fields: {
            service,
            opens: clockTime,
            closes: { ...clockTime, after: "opens", hint: "Written 08:00 or 17:30; after it opens." },
          },
        },
        list: true,
        optional: true,
        label: "Other hours",
        hint: "The services that open other hours that day, each with its times.",
      },
      notice: {
        type: { name: "SpecialDayNotice", label: "Notice", fields: everyLanguage({ ...text, multiline: true }) },
        optional: true,
        hint: "If given, shown in a band above every page from a week before the day until it ends.",
      },
    },
  },
]
