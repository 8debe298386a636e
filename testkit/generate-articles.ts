// Generated news articles, to see how the build scales: the bench builds a scratch copy of the project with them
// (scripts/generate-articles.ts makes one by hand). Never writes into this project's content/.
import fs from "fs"
import path from "path"
import { contentDir } from "./project"
import { copyProject } from "./project-copy"
import { defaultLocale } from "../src/model/locales"
import { localizedName } from "../src/model/content-model"

const topics = [
  "Antenatal care",
  "Dental health",
  "Ultrasound scans",
  "X-ray safety",
  "Child vaccination",
  "Healthy eating",
]

/**
 * A made-up word of its own for each article ("genbbbbx"), of letters no English stemmer trims, so that a search
 * for it finds that article alone.
 */
const letters = "bcdfghjkmnpqrtvwz"
const reference = (index: number) =>
  `gen${Array.from({ length: 4 }, (_, place) => letters[Math.floor(index / letters.length ** (3 - place)) % letters.length]).join("")}x`

/**
 * One valid article in the site's default language, named like the articles staff write (`x.en.md`), and dated a
 * day apart from the others so every file name and slug is unique.
 */
function article(index: number, images: string[]) {
  const date = new Date(Date.UTC(2020, 0, 1) + index * 86400000).toISOString().slice(0, 10)
  const topic = topics[index % topics.length]
  const paragraph =
    `${topic}: advice from our team at the hospital, number ${index + 1}, reference ${reference(index)}. ` +
    "Come early in the morning to avoid the queue, bring your clinic card and any earlier results, " +
    "and ask our staff about anything that is not clear. Our reception team answers the phone every day."
  return {
    name: localizedName(`${date}-generated-article-${index + 1}.md`, defaultLocale),
    text: [
      "---",
      `title: "${topic} — generated article ${index + 1}"`,
      `date: ${date}`,
      `image: ./images/${images[index % images.length]}`,
      `imageAlt: Illustration for generated article ${index + 1}`,
      `excerpt: A generated article about ${topic.toLowerCase()}, number ${index + 1}, used to measure the build.`,
      "---",
      paragraph,
      "",
      paragraph,
      "",
    ].join("\n"),
  }
}

/** Adds `count` articles to a content folder's news; they share the pictures already there. */
export function writeArticles(contentDir: string, count: number) {
  const newsDir = path.join(contentDir, "news")
  const images = fs.readdirSync(path.join(newsDir, "images")).filter(file => /\.(jpe?g|png|webp)$/i.test(file))
  for (let index = 0; index < count; index += 1) {
    const { name, text } = article(index, images)
    fs.writeFileSync(path.join(newsDir, name), text)
  }
}

/** A scratch copy of the project, as the tests make one, with `count` articles added to its content. */
export function generateProject(count = 1000) {
  const dir = copyProject(contentDir)
  // Sharing the pictures makes the build measure pages, not image processing.
  writeArticles(path.join(dir, "content"), count)
  return dir
}
