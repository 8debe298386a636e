import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { fromJS } from "immutable"
import { PreviewProps, previewTemplates } from "../../src/cms/previews"
import { Dictionary, Locale, dictionaries, formatDate } from "../../src/site/i18n"
import { readFixtureMarkdown } from "../support/fixtures"
import { expectReadMore, readMoreOf } from "../support/read-more"

type Fields = Record<string, string>

/**
 * An entry as Decap hands it to a preview: the English fields under "data", each translation under
 * ["i18n", locale, "data"]; previewing a translation, Decap puts that translation's data under "data" (getPreviewEntry).
 */
function entry(en: Fields, sw: Fields, locale: Locale = "en", slug = "preview"): PreviewProps["entry"] {
  const written = fromJS({ slug, data: en, i18n: { sw: { data: sw } } })
  return locale === "en" ? written : written.set("data", written.getIn(["i18n", locale, "data"]))
}

const getAsset = ((path: string) => ({ toString: () => `/media/${path}` })) as unknown as PreviewProps["getAsset"]

/** Decap draws previews in an iframe; its document is where the styles must go. */
function previewFrame(): Document {
  const frame = document.createElement("iframe")
  document.body.append(frame)
  return frame.contentDocument as Document
}

function renderPreview(name: string, previewed: PreviewProps["entry"], frame = previewFrame()) {
  const Preview = previewTemplates[name]
  return render(<Preview entry={previewed} getAsset={getAsset} document={frame} />)
}

const article = {
  title: "Preview article",
  date: "2026-07-02",
  image: "images/picture.jpg",
  imageAlt: "A picture of the preview",
  excerpt: "The short form.",
  body: "The first paragraph.\n\nThe *second* paragraph.",
}

const makala = {
  ...article,
  title: "Makala ya onyesho",
  imageAlt: "Picha ya onyesho",
  excerpt: "Kwa ufupi.",
  body: "Aya ya kwanza.\n\nAya ya *pili*.",
}

test("a news article previews as its page shows it: title, date in words, text rendered from Markdown", () => {
  renderPreview("NewsArticle", entry(article, makala))
  expect(screen.getByRole("heading", { level: 1, name: article.title })).toBeVisible()
  expect(screen.getByText("2 July 2026")).toHaveAttribute("datetime", article.date)
  expect(screen.getByText("The first paragraph.")).toBeVisible()
  expect(screen.getByText("second").tagName).toBe("EM")
})

test("a health article previews as its home page card: excerpt first, the text behind Read More", async () => {
  // Drawn inside the preview's frame, as Decap draws it: the styles that hide the full text are there.
  const frame = previewFrame()
  const HealthArticle = previewTemplates.HealthArticle
  // Into an element of the frame's body, as Decap's frame mounts its content.
  render(<HealthArticle entry={entry(article, makala)} getAsset={getAsset} document={frame} />, {
    container: frame.body.appendChild(frame.createElement("div")),
  })
  const preview = within(frame.body)
  expect(preview.getByRole("heading", { level: 3, name: article.title })).toBeVisible()
  expect(preview.getByText(article.excerpt)).toBeVisible()
  expect(preview.getByText("The first paragraph.")).not.toBeVisible()
  const toggle = readMoreOf(article.title, dictionaries.en.expandable, frame.body)
  await userEvent.setup({ document: frame }).click(toggle)
  expect(preview.getByText("The first paragraph.")).toBeVisible()
  expectReadMore(toggle, true, article.title, dictionaries.en.expandable)
})

describe("HTML written in the text is drawn as the public pages draw it: nothing in it can run", () => {
  const payload = [
    "Before the picture.",
    "",
    `<img src="x" alt="A picture" onerror="payloadRan('img')">`,
    "",
    `<script>payloadRan("script")</script>`,
    "",
    `<a href="javascript:payloadRan('link')">A link</a> <iframe src="https://evil.example/"></iframe>`,
  ].join("\n")

  test.each(["NewsArticle", "HealthArticle", "Section"])("%s", name => {
    const { container } = renderPreview(name, entry({ ...article, body: payload }, makala))
    expect(screen.getByText("Before the picture.")).toBeInTheDocument()
    const picture = screen.getByAltText("A picture")
    expect(picture).toHaveAttribute("src", "x")
    expect(picture).not.toHaveAttribute("onerror")
    expect(screen.getByText("A link")).not.toHaveAttribute("href")
    expect(container.querySelectorAll("script, iframe")).toHaveLength(0)
    expect(container.innerHTML).not.toContain("payloadRan")
  })
})

describe("a section previews as the page that shows it", () => {
  const section = { title: "A section", body: "What the section says." }
  const sehemu = { title: "Sehemu", body: "Sehemu inasema nini." }
  const renderSection = (slug: string) => renderPreview("Section", entry(section, sehemu, "en", slug))

  test("About: the card of the home page, named by its title", () => {
    renderSection("about")
    expect(screen.getByRole("article", { name: section.title })).toBeVisible()
    expect(screen.getByText(section.body)).toBeVisible()
  })

  test.each(["who-we-are", "offline"])("%s: a band headed by its title", slug => {
    renderSection(slug)
    expect(screen.queryByRole("article")).not.toBeInTheDocument()
    const band = screen.getByRole("region", { name: section.title })
    expect(band).toHaveAttribute("id", slug)
    expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeVisible()
    expect(screen.getByText(section.body)).toBeVisible()
  })

  test("in Swahili, its Swahili title and text", () => {
    renderPreview("Section", entry(section, sehemu, "sw", "about"))
    expect(screen.getByRole("article", { name: sehemu.title })).toBeVisible()
    expect(screen.getByText(sehemu.body)).toBeVisible()
    expect(screen.queryByText(section.body)).not.toBeInTheDocument()
  })
})

describe("a page staff add previews as its page shows it, in each language", () => {
  type Page = Pick<Queries.StaffPage, "title" | "description">
  const [english] = readFixtureMarkdown<Page>("pages", "en")
  const swahili = readFixtureMarkdown<Page>("pages", "sw").find(page => page.slug === english.slug)!
  const fields = ({ data, body }: typeof english) => ({ ...data, body })

  test.each([
    ["en", english, swahili],
    ["sw", swahili, english],
  ] as const)("%s: its title as the page's heading and its text", (locale, shown, other) => {
    const { container } = renderPreview("StaffPage", entry(fields(english), fields(swahili), locale, english.slug))
    expect(screen.getByRole("heading", { level: 1, name: shown.data.title })).toBeVisible()
    expect(screen.getByText(shown.body)).toBeVisible()
    expect(container).not.toHaveTextContent(other.body)
  })

  test("HTML written in its text is not run in the editor", () => {
    const written = { ...fields(english), body: `${english.body}\n\n<img src="x" onerror="payloadRan()">` }
    const { container } = renderPreview("StaffPage", entry(written, fields(swahili)))
    expect(container.innerHTML).not.toContain("payloadRan")
  })
})

describe("each language previews with its own interface words", () => {
  const sw = dictionaries.sw
  const en = dictionaries.en

  /** The health card titled `title` reads its toggle in `words`, and nothing in the `other` language's. */
  const expectHealthCardIn = (words: Dictionary, other: Dictionary, title: string) => {
    expect(screen.getByRole("heading", { level: 3, name: title })).toBeVisible()
    // Drawn outside the frame that holds the styles: both of the toggle's labels are there, in `words`.
    const toggle = readMoreOf(title, words.expandable)
    expect(within(toggle).getByText(words.expandable.readMore)).toBeInTheDocument()
    expect(within(toggle).getByText(words.expandable.showLessAbout(title))).toBeInTheDocument()
    expect(screen.queryByText(other.expandable.readMore)).not.toBeInTheDocument()
  }

  test("Swahili data: the health card reads Soma zaidi, the article's date is in Swahili", () => {
    renderPreview("HealthArticle", entry(article, makala, "sw"))
    expectHealthCardIn(sw, en, makala.title)
  })

  test("Swahili data: a news article's date in Swahili words", () => {
    renderPreview("NewsArticle", entry(article, makala, "sw"))
    expect(screen.getByRole("heading", { level: 1, name: makala.title })).toBeVisible()
    expect(screen.getByText(formatDate(makala.date, "sw"))).toHaveAttribute("datetime", makala.date)
  })

  test("English data with a Swahili translation beside it: English words", () => {
    renderPreview("HealthArticle", entry(article, makala, "en"))
    expectHealthCardIn(en, sw, article.title)
  })

  test("a translation word for word the same as the English (not translated yet) previews in English", () => {
    renderPreview("HealthArticle", entry(article, { ...article }, "en"))
    expect(readMoreOf(article.title, en.expandable)).toBeInTheDocument()
  })
})

test("the site's styles go into the preview frame, not into the editor's page", () => {
  const frame = previewFrame()
  const before = document.head.innerHTML
  renderPreview("NewsArticle", entry(article, makala), frame)
  expect(frame.head.querySelector("style")?.textContent).toMatch(/max-width:\s*48rem/)
  expect(document.head.innerHTML).toBe(before)
})
