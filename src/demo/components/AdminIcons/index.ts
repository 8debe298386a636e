export * from "./AdminIcons"
