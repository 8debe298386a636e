// Draws the share picture and the app icon source again from the content (testkit/share-images.ts), after the
// hospital's name or avatar letter changes: npm run images
import { drawImages, imageFiles } from "../testkit/share-images"

drawImages(process.cwd()).then(
  sizes => {
    for (const [key, file] of Object.entries(imageFiles))
      console.log(`${file}: ${(sizes[key as keyof typeof imageFiles] / 1024).toFixed(1)} KB`)
  },
  (error: unknown) => {
    console.error(`The pictures could not be drawn: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
