// Draws the share picture (static/og-image.jpg) and the app icon source (src/images/icon.png) as SVG and
// rasterises them with sharp. Run again after the hospital's name or avatar letter changes in content/site.yaml:
//   node scripts/make-images.mjs
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { load } from "js-yaml"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const site = load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8"))

// The theme's colours (src/site/theme/theme.ts): primary teal and the light background.
const teal = "#0f766e"
const tealDark = "#115e59"
const light = "#f8fafc"

const escapeXml = text => text.replace(/[&<>"]/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c])

/** A medical cross with a small heart in its centre, drawn around (x, y). */
const crossAndHeart = (x, y, size) => {
  const arm = size / 3
  return `
    <g transform="translate(${x - size / 2} ${y - size / 2})">
      <path fill="${light}" d="M${arm} 0h${arm}v${arm}h${arm}v${arm}h-${arm}v${arm}h-${arm}v-${arm}h-${arm}v-${arm}h${arm}z"/>
      <path fill="${teal}" transform="translate(${size / 2} ${size / 2}) scale(${size / 240})"
        d="M0 30 C-40 0 -40 -30 -20 -35 C-8 -38 0 -28 0 -22 C0 -28 8 -38 20 -35 C40 -30 40 0 0 30z"/>
    </g>`
}

/** The name in lines short enough to fit beside the cross (about 18 characters at this size). */
const wrap = (text, width) =>
  text.split(/\s+/).reduce((lines, word) => {
    const last = lines[lines.length - 1]
    if (last && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
    return lines
  }, [])
const nameLines = wrap(site.name, 18)
const nameTop = 315 - ((nameLines.length - 1) * 80) / 2 + 20

const ogSvg = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${teal}"/>
  <rect y="560" width="1200" height="70" fill="${tealDark}"/>
  ${crossAndHeart(220, 290, 240)}
${nameLines.map((line, i) => `<text x="400" y="${nameTop + i * 80}" fill="${light}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold">${escapeXml(line)}</text>`).join("")}
  <text x="600" y="606" fill="${light}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26">${escapeXml(site.address)}</text>
</svg>`

// Maskable icons are cropped to a circle inside the central 80%: the letter stays well inside it.
const iconSvg = `
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${teal}"/>
  <text x="256" y="256" dy="0.35em" fill="#ffffff" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="260" font-weight="bold">${escapeXml(site.avatarLetter)}</text>
</svg>`

fs.mkdirSync(path.join(root, "static"), { recursive: true })
fs.mkdirSync(path.join(root, "src/images"), { recursive: true })
await sharp(Buffer.from(ogSvg)).jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(root, "static/og-image.jpg"))
await sharp(Buffer.from(iconSvg)).png({ compressionLevel: 9 }).toFile(path.join(root, "src/images/icon.png"))
for (const file of ["static/og-image.jpg", "src/images/icon.png"]) {
  console.log(`${file}: ${(fs.statSync(path.join(root, file)).size / 1024).toFixed(1)} KB`)
}
