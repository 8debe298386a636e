// Gatsby's build-time hooks; each lives in its own file under src/node.
export { onPreBootstrap } from "./src/node/on-pre-bootstrap"
export { createSchemaCustomization } from "./src/node/create-schema-customization"
export { onCreateNode } from "./src/node/on-create-node"
export { createResolvers } from "./src/node/create-resolvers"
export { createPages } from "./src/node/create-pages"
export { onPostBuild } from "./src/node/on-post-build"
export { onCreateWebpackConfig } from "./src/node/on-create-webpack-config"
export { onCreateDevServer } from "./src/node/on-create-dev-server"
