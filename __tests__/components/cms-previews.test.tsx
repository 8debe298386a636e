import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PreviewProps, previewTemplates } from "../../src/cms/previews"

/** An entry as Decap hands it to a preview: its fields under "data", read with getIn. */
function entry(data: Record<string, string>): PreviewProps["entry"] {
  return { getIn: ([, name]: string[]) => data[name] } as unknown as PreviewProps["entry"]
}

const getAsset = ((path: string) => ({ toString: () => `/media/${path}` })) as unknown as PreviewProps["getAsset"]

/** Decap draws previews in an iframe; its document is where the styles must go. */
function previewFrame(): Document {
  const frame = document.createElement("iframe")
  document.body.append(frame)
  return frame.contentDocument as Document
}

function renderPreview(name: string, data: Record<string, string>, frame = previewFrame()) {
  const Preview = previewTemplates[name]
  return render(<Preview entry={entry(data)} getAsset={getAsset} document={frame} />)
}

const article = {
  title: "Preview article",
  date: "2026-07-02",
  image: "images/picture.jpg",
  imageAlt: "A picture of the preview",
  excerpt: "The short form.",
  body: "The first paragraph.\n\nThe *second* paragraph.",
}

test("a news article previews as its page shows it: title, date in words, text rendered from Markdown", () => {
  renderPreview("NewsArticle", article)
  expect(screen.getByRole("heading", { level: 1, name: article.title })).toBeVisible()
  expect(screen.getByText("2 July 2026")).toHaveAttribute("datetime", article.date)
  expect(screen.getByText("The first paragraph.")).toBeVisible()
  expect(screen.getByText("second").tagName).toBe("EM")
})

test("a health article previews as its home page card: excerpt first, the text behind Read More", async () => {
  renderPreview("HealthArticle", article)
  expect(screen.getByRole("heading", { level: 3, name: article.title })).toBeVisible()
  expect(screen.getByText(article.excerpt)).toBeVisible()
  expect(screen.getByText("The first paragraph.")).not.toBeVisible()
  await userEvent.setup().click(screen.getByRole("button", { name: /Read More/ }))
  expect(screen.getByText("The first paragraph.")).toBeVisible()
})

test.each(["about", "who-we-are"])("the home page section %s previews with its title and text", name => {
  renderPreview(name, { title: "A section", body: "What the section says." })
  expect(screen.getByRole("heading", { level: 2, name: "A section" })).toBeVisible()
  expect(screen.getByText("What the section says.")).toBeVisible()
})

test("the site's styles go into the preview frame, not into the editor's page", () => {
  const frame = previewFrame()
  const before = document.head.innerHTML
  renderPreview("NewsArticle", article, frame)
  expect(frame.head.querySelector("style")?.textContent).toMatch(/max-width:\s*48rem/)
  expect(document.head.innerHTML).toBe(before)
})
