// The share picture (static/og-image.jpg) and app icon source (src/images/icon.png), drawn as SVG from content and
// rasterised with sharp; rerun `npm run images` after the hospital's name (content/site-copy/) or avatar letter
// changes.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { theme } from "../src/site/theme/theme"
import { readExpectations } from "./expectations"

/** The share picture and the icon's source, as paths in the project. */
export const imageFiles = { share: "static/og-image.jpg", icon: "src/images/icon.png" } as const

/**
 * Their sizes in pixels: the share picture's is what the sites that show shared links crop to (1.91:1); the
 * drawings are laid out on 1,200 × 630 and 512 × 512 (their viewBox) and scaled to these sizes.
 */
export const imageSizes = { share: { width: 1200, height: 630 }, icon: { width: 512, height: 512 } } as const

const { primary: teal, primaryDark: tealDark, background: light } = theme.colors

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c)

/** A medical cross with a small heart in its centre, drawn around (x, y). */
const crossAndHeart = (x: number, y: number, size: number) => {
  const arm = size / 3
  return `
    <g transform="translate(${x - size / 2} ${y - size / 2})">
      <path fill="${light}" d="M${arm} 0h${arm}v${arm}h${arm}v${arm}h-${arm}v${arm}h-${arm}v-${arm}h-${arm}v-${arm}h${arm}z"/>
      <path fill="${teal}" transform="translate(${size / 2} ${size / 2}) scale(${size / 240})"
        d="M0 30 C-40 0 -40 -30 -20 -35 C-8 -38 0 -28 0 -22 C0 -28 8 -38 20 -35 C40 -30 40 0 0 30z"/>
    </g>`
}

/** The name in lines short enough to fit beside the cross (about 18 characters at this size). */
const wrap = (text: string, width: number) =>
  text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1]
    if (last && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
    return lines
  }, [])

/** Draws both pictures for the project in `projectDir` from its content, and returns their sizes in bytes. */
export async function drawImages(projectDir: string): Promise<Record<keyof typeof imageFiles, number>> {
  // The settings with the name in the site's first language.
  const { site } = readExpectations(path.join(projectDir, "content"))
  const nameLines = wrap(site.name, 18)
  const nameTop = 315 - ((nameLines.length - 1) * 80) / 2 + 20

  const ogSvg = `
<svg xmlns="http://www.w3.org/2000/svg" width="${imageSizes.share.width}" height="${imageSizes.share.height}" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${teal}"/>
  <rect y="560" width="1200" height="70" fill="${tealDark}"/>
  ${crossAndHeart(220, 290, 240)}
${nameLines.map((line, i) => `<text x="400" y="${nameTop + i * 80}" fill="${light}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold">${escapeXml(line)}</text>`).join("")}
  <text x="600" y="606" fill="${light}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26">${escapeXml(site.address)}</text>
</svg>`

  // Maskable icons are cropped to a circle inside the central 80%: the letter stays well inside it.
  const iconSvg = `
<svg xmlns="http://www.w3.org/2000/svg" width="${imageSizes.icon.width}" height="${imageSizes.icon.height}" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${teal}"/>
  <text x="256" y="256" dy="0.35em" fill="#ffffff" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="260" font-weight="bold">${escapeXml(site.avatarLetter)}</text>
</svg>`

  const share = path.join(projectDir, imageFiles.share)
  const icon = path.join(projectDir, imageFiles.icon)
  for (const file of [share, icon]) fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp(Buffer.from(ogSvg)).jpeg({ quality: 80, mozjpeg: true }).toFile(share)
  await sharp(Buffer.from(iconSvg)).png({ compressionLevel: 9 }).toFile(icon)
  return { share: fs.statSync(share).size, icon: fs.statSync(icon).size }
}
