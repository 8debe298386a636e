/** Pictures imported by webpack give their URL. */
declare module "*.jpg" {
  const url: string
  export default url
}
