/**
 * The context `useStaticQuery` reads its results from. Gatsby exports it at run time but leaves it out of its type
 * declarations (see gatsby.d.ts beside this file), so it is an internal: the rest of the site takes it from here.
 */
export { StaticQueryContext } from "gatsby"
