// Makes a scratch copy of the project with many generated news articles, to see how the build scales.
//   npx tsx scripts/generate-articles.ts [count]   → prints the scratch folder; delete it when done.
import { generateProject } from "../testkit/generate-articles"

console.log(generateProject(Number(process.argv[2] ?? 1000)))
