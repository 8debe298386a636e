import type { GatsbyConfig } from "gatsby"
import { yamlTypes } from "./src/node/content-model"
import { readSiteBasics } from "./src/node/site-settings"

const site = readSiteBasics()

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "always",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${process.cwd()}/content` },
    },
    "gatsby-transformer-remark",
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        // Node types are named by the content model (services.yaml → Service).
        typeName: ({ node }: { node: { relativePath: string } }) =>
          yamlTypes.find(type => type.file === node.relativePath)?.name ?? "UnknownYaml",
      },
    },
  ],
}

export default config
