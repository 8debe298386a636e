import type { Locale } from "../../model/locales"

/**
 * Every word of the public pages' interface that does not come from content/: buttons, labels, form messages,
 * states, aria-labels. Content (titles, texts, the hospital's name, service names) stays in content/.
 * Strings with values in them are functions. Swahili is written as it is spoken on the coast, not word for word.
 */
const en = {
  layout: {
    skipToContent: "Skip to content",
  },
  languageSwitch: {
    /** Before the other language's name, for screen readers: "Read this page in Kiswahili". */
    label: "Read this page in",
  },
  navbar: {
    label: "Main",
    menu: "Menu",
    closeMenu: "Close menu",
    services: "Services",
    share: "Share",
    shareOnFacebook: "Share on Facebook",
    shareOnTwitter: "Share on Twitter",
    docs: "Docs",
    star: "Star",
    download: "Download",
  },
  footer: {
    socialMedia: "Social media",
    servicesAndHours: "Services and opening hours",
  },
  contact: {
    barLabel: "Call or WhatsApp us",
    call: "Call",
    details: "Contact details",
    emergency: "Emergency, day and night",
    callReception: "Call reception",
  },
  hours: {
    title: "Opening hours",
    everyDay: "Every day",
    dayRange: (first: string, last: string) => `${first} to ${last}`,
    /** Joins the last two groups of days: "Monday, Wednesday and Friday". */
    and: "and",
    allDay: "Open 24 hours",
    /** A day a service is closed (a public holiday), in its hours; its status says it too. */
    closed: "Closed",
    line: (days: string, times: string) => `${days}: ${times}`,
  },
  carousel: {
    label: "Slides",
    roleCarousel: "carousel",
    roleSlide: "slide",
    back: "Back",
    next: "Next",
    play: "Play slides",
    pause: "Pause slides",
    position: (index: number, count: number) => `${index} of ${count}`,
    dot: (index: number, title: string) => `Slide ${index}: ${title}`,
  },
  insurers: {
    pause: "Pause",
    /** After Pause, for screen readers. */
    strip: "the insurers strip",
  },
  expandable: {
    readMore: "Read More",
    showLess: "Show Less",
    readMoreAbout: (title: string) => `Read More: ${title}`,
    showLessAbout: (title: string) => `Show Less: ${title}`,
  },
  map: {
    label: (place: string) => `Map of ${place}`,
  },
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
  },
  pagination: {
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  },
  news: {
    archiveTitle: (title: string, page: number) => `${title}, page ${page}`,
    archiveDescription: (description: string, page: number, count: number) =>
      `${description} Page ${page} of ${count}.`,
    archivePages: "Pages of the news archive",
    newerArticles: "Newer articles",
    olderArticles: "Older articles",
    neighbours: "Older and newer articles",
    olderArticle: "Older article",
    newerArticle: "Newer article",
    /** The RSS feed's title, as feed readers show it. */
    feedTitle: (site: string) => `${site}: news and articles`,
  },
  review: {
    /** Before the date of the last clinical review of a page's advice. */
    reviewed: "Last reviewed:",
    nextReview: "Next review due:",
  },
  search: {
    /** The navbar's control; without JavaScript a link to the search page. The panel's words: search-words.ts. */
    open: "Search",
  },
  notices: {
    /** The band of notices above the page, for screen readers' list of regions. */
    label: "Notices",
    more: "Read more",
    dismiss: "Dismiss this notice",
  },
}

export type Dictionary = typeof en

const sw: Dictionary = {
  layout: {
    skipToContent: "Ruka hadi kwenye maudhui",
  },
  languageSwitch: {
    label: "Soma ukurasa huu kwa",
  },
  navbar: {
    label: "Menyu kuu",
    menu: "Menyu",
    closeMenu: "Funga menyu",
    services: "Huduma",
    share: "Shiriki",
    shareOnFacebook: "Shiriki kwenye Facebook",
    shareOnTwitter: "Shiriki kwenye Twitter",
    docs: "Nyaraka",
    star: "Weka nyota",
    download: "Pakua",
  },
  footer: {
    socialMedia: "Mitandao ya kijamii",
    servicesAndHours: "Huduma na saa za kazi",
  },
  contact: {
    barLabel: "Tupigie simu au tuandikie WhatsApp",
    call: "Piga simu",
    details: "Mawasiliano",
    emergency: "Dharura, mchana na usiku",
    callReception: "Piga simu mapokezi",
  },
  hours: {
    title: "Saa za kazi",
    everyDay: "Kila siku",
    dayRange: (first, last) => `${first} hadi ${last}`,
    and: "na",
    allDay: "Wazi saa 24",
    closed: "Imefungwa",
    line: (days, times) => `${days}: ${times}`,
  },
  carousel: {
    label: "Picha",
    roleCarousel: "onyesho la picha",
    roleSlide: "picha",
    back: "Nyuma",
    next: "Mbele",
    play: "Endelea kuonyesha picha",
    pause: "Simamisha picha",
    position: (index, count) => `${index} kati ya ${count}`,
    dot: (index, title) => `Picha ${index}: ${title}`,
  },
  insurers: {
    pause: "Simamisha",
    strip: "orodha ya kampuni za bima",
  },
  expandable: {
    readMore: "Soma zaidi",
    showLess: "Funga",
    readMoreAbout: title => `Soma zaidi: ${title}`,
    showLessAbout: title => `Funga: ${title}`,
  },
  map: {
    label: place => `Ramani ya ${place}`,
  },
  breadcrumb: {
    label: "Mahali ulipo",
    home: "Mwanzo",
  },
  pagination: {
    pageOf: (page, count) => `Ukurasa ${page} kati ya ${count}`,
  },
  news: {
    archiveTitle: (title, page) => `${title}, ukurasa wa ${page}`,
    archiveDescription: (description, page, count) => `${description} Ukurasa ${page} kati ya ${count}.`,
    archivePages: "Kurasa za habari",
    newerArticles: "Habari mpya zaidi",
    olderArticles: "Habari za zamani zaidi",
    neighbours: "Habari iliyotangulia na inayofuata",
    olderArticle: "Habari iliyotangulia",
    newerArticle: "Habari inayofuata",
    feedTitle: site => `${site}: habari na makala`,
  },
  review: {
    reviewed: "Ilikaguliwa na wataalamu mara ya mwisho:",
    nextReview: "Itakaguliwa tena:",
  },
  search: {
    open: "Tafuta",
  },
  notices: {
    label: "Matangazo",
    more: "Soma zaidi",
    dismiss: "Funga tangazo hili",
  },
}

export const dictionaries: Record<Locale, Dictionary> = { en, sw }
