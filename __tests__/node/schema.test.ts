/** @jest-environment node */
import { contentSchemaSdl } from "../../src/node/create-schema-customization"

const typeBlock = (name: string) => {
  const match = new RegExp(`type ${name} implements Node @dontInfer \\{([^}]*)\\}`).exec(contentSchemaSdl())
  if (!match) throw new Error(`no type ${name} in the schema`)
  return match[1]
}

test("news articles have required, typed fields and their Markdown body", () => {
  const news = typeBlock("NewsArticle")
  expect(news).toContain("title: String!")
  expect(news).toContain("date: Date! @dateformat")
  expect(news).toContain("image: File! @fileByRelativePath")
  expect(news).toContain("slug: String!")
  expect(news).toContain('body: MarkdownRemark! @link(from: "parent")')
})

test("YAML lists and nested groups become typed fields", () => {
  expect(typeBlock("ServicePage")).toContain("card: ServiceCard!")
  expect(contentSchemaSdl()).toMatch(/type ServiceCard \{[^}]*lines: \[String!\]![^}]*\}/)
  expect(typeBlock("TeamCard")).toContain("services: [ClinicDays!]")
  expect(typeBlock("SiteSettings")).toContain("map: MapSettings!")
  expect(contentSchemaSdl()).toMatch(/type MapSettings \{\s+lat: Float!\s+lng: Float!\s+zoom: Int!\s+\}/)
})

test("every nested type is declared once", () => {
  const names = [...contentSchemaSdl().matchAll(/^type (\w+)/gm)].map(m => m[1])
  expect(new Set(names).size).toBe(names.length)
})

test("service pages have their lists, a slug and their Markdown body", () => {
  const page = typeBlock("ServicePage")
  for (const list of ["offers", "audience", "preparation"]) expect(page).toContain(`${list}: [String!]!`)
  expect(page).toContain("slug: String!")
  expect(page).toContain('body: MarkdownRemark! @link(from: "parent")')
})

test("translated content knows its language and its translations, and content in one language does not", () => {
  for (const name of ["NewsArticle", "ServicePage", "HomeCopy", "TeamCard"]) {
    expect(typeBlock(name)).toContain("locale: String!")
    expect(typeBlock(name)).toContain("translationKey: String!")
  }
  expect(typeBlock("SiteSettings")).not.toContain("locale")
  expect(typeBlock("Insurer")).not.toContain("locale")
})
