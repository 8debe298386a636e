/** @jest-environment node */
import { createResolvers } from "../../src/node/create-resolvers"

type Resolve = (source: unknown, args: unknown, context: unknown) => unknown

test("a page's list of articles reads them by id, and so depends on those alone", async () => {
  const resolvers: Record<string, Record<string, { resolve: Resolve }>> = {}
  await (createResolvers as (args: unknown) => unknown)({
    createResolvers: (added: typeof resolvers) => Object.assign(resolvers, added),
  })
  const nodes = new Map(["b", "a", "c"].map(id => [id, { id }]))
  const asked: unknown[] = []
  // Reading nodes by id is what makes Gatsby tie the page to each of them, rather than to every article.
  const nodeModel = {
    getNodesByIds: (args: { ids: string[]; type: string }) => {
      asked.push(args)
      return args.ids.map(id => nodes.get(id))
    },
    findAll: () => {
      throw new Error("a list of articles by id needs no search of them all")
    },
  }
  const ids = ["c", "a"]
  expect(await resolvers.Query.newsArticles.resolve(undefined, { ids }, { nodeModel })).toEqual([
    { id: "c" },
    { id: "a" },
  ])
  expect(asked).toEqual([{ ids, type: "NewsArticle" }])
})
