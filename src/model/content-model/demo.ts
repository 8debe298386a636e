import { ContentType, ObjectSpec, text } from "./fields"

/** Sample data of the demonstration screens (/admin/*, /auth/*, /landing, /profile). */

/** Colour names the demo screens may use; the theme maps each to a colour. */
export const accentNames = ["red", "orange", "amber", "emerald", "teal", "sky", "indigo", "pink"] as const
export type AccentName = (typeof accentNames)[number]

export const projectStatuses = ["pending", "completed", "delayed", "on schedule"] as const
export type ProjectStatus = (typeof projectStatuses)[number]

const count = { type: "Int", min: 0 } as const

const heading: ObjectSpec = { name: "DemoHeading", fields: { title: text, text } }

export const demoTypes: readonly ContentType[] = [
  {
    name: "StatCard",
    source: "yaml",
    file: "demo/stat-cards.yaml",
    shape: "list",
    key: "cards",
    fields: {
      subtitle: text,
      title: text,
      arrow: { type: "String", oneOf: ["up", "down"] },
      percent: { type: "Float" },
      percentColor: { type: "String", oneOf: accentNames },
      description: text,
      icon: { type: "String", oneOf: ["chart-bar", "chart-pie", "users", "percent"] },
      iconColor: { type: "String", oneOf: accentNames },
    },
  },
  {
    name: "Chart",
    source: "yaml",
    file: "demo/charts.yaml",
    shape: "list",
    key: "charts",
    fields: {
      key: { type: "String", oneOf: ["sales", "orders"] },
      overline: text,
      title: text,
      labels: { type: "String", list: true, min: 1 },
      current: { type: "Float", list: true, min: 1 },
      previous: { type: "Float", list: true, min: 1 },
    },
  },
  {
    name: "ProjectRow",
    source: "yaml",
    file: "demo/projects.yaml",
    shape: "list",
    key: "projects",
    fields: {
      project: text,
      budget: { type: "Int", min: 0 },
      status: { type: "String", oneOf: projectStatuses },
      users: { type: "String", list: true },
      completion: { type: "Int", min: 0, max: 100 },
    },
  },
  {
    name: "DemoMap",
    source: "yaml",
    file: "demo/map.yaml",
    shape: "object",
    fields: {
      title: text,
      lat: { type: "Float", min: -90, max: 90 },
      lng: { type: "Float", min: -180, max: 180 },
      zoom: { type: "Int", min: 1, max: 21 },
      markerTitle: text,
      infoWindow: text,
    },
  },
  {
    name: "PageVisit",
    source: "yaml",
    file: "demo/page-visits.yaml",
    shape: "list",
    key: "visits",
    fields: {
      page: text,
      visitors: count,
      uniqueUsers: count,
      bounceRate: { type: "Float", min: 0, max: 100 },
      trend: { type: "String", oneOf: ["up", "down"] },
      trendColor: { type: "String", oneOf: accentNames },
    },
  },
  {
    name: "SocialTraffic",
    source: "yaml",
    file: "demo/social-traffic.yaml",
    shape: "list",
    key: "referrals",
    fields: {
      referral: text,
      visitors: count,
      percent: { type: "Int", min: 0, max: 100 },
      color: { type: "String", oneOf: accentNames },
    },
  },
  {
    name: "DemoAccount",
    source: "yaml",
    file: "demo/account.yaml",
    shape: "object",
    fields: {
      username: text,
      email: text,
      firstName: text,
      lastName: text,
      address: text,
      city: text,
      country: text,
      postalCode: text,
      aboutMe: text,
    },
  },
  {
    name: "DemoLanding",
    source: "yaml",
    file: "demo/landing.yaml",
    shape: "object",
    fields: {
      /** What search engines and shared links show for the page. */
      description: text,
      hero: { type: heading },
      features: {
        type: {
          name: "DemoFeature",
          fields: {
            title: text,
            text,
            icon: { type: "String", oneOf: ["award", "refresh", "fingerprint"] },
            color: { type: "String", oneOf: accentNames },
          },
        },
        list: true,
        min: 1,
      },
      team: { type: heading },
      people: {
        type: { name: "DemoPerson", fields: { name: text, role: text } },
        list: true,
        min: 1,
      },
      contact: { type: { name: "DemoContact", fields: { title: text, text, sent: text } } },
    },
  },
  {
    name: "DemoProfile",
    source: "yaml",
    file: "demo/profile.yaml",
    shape: "object",
    fields: {
      /** What search engines and shared links show for the page. */
      description: text,
      name: text,
      location: text,
      occupation: text,
      bio: text,
      friends: count,
      photos: count,
      comments: count,
      connected: text,
    },
  },
]
