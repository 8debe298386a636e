/** The template's demonstration screens, grouped as in the 'Demo Pages' dropdown. */
export const demoPageGroups = [
  {
    title: "Admin Layout",
    links: [
      { label: "Dashboard", to: "/admin/dashboard/" },
      { label: "Settings", to: "/admin/settings/" },
      { label: "Tables", to: "/admin/tables/" },
      { label: "Maps", to: "/admin/maps/" },
    ],
  },
  {
    title: "Auth Layout",
    links: [
      { label: "Login", to: "/auth/login/" },
      { label: "Register", to: "/auth/register/" },
    ],
  },
  {
    title: "No Layout",
    links: [
      { label: "Landing", to: "/landing/" },
      { label: "Profile", to: "/profile/" },
    ],
  },
] as const
