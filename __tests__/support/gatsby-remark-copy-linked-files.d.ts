/** What the plugin reads of its arguments, as gatsby-transformer-remark calls it: typed for the test that calls it. */
declare module "gatsby-remark-copy-linked-files" {
  interface FileNode {
    absolutePath: string
    name: string
    extension: string
    internal: { contentDigest: string }
  }
  interface MarkdownNode {
    type: string
    value?: string
    children?: MarkdownNode[]
  }
  export default function copyLinkedFiles(
    args: {
      files: FileNode[]
      markdownNode: { parent: string }
      markdownAST: MarkdownNode
      pathPrefix: string
      getNode: (id: string) => { dir: string }
    },
    options: { destinationDir: string; ignoreFileExtensions: string[] },
  ): Promise<unknown>
}
