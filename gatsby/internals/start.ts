import "react-dom/client"

/**
 * Bundle entry instead of Gatsby's .cache/production-app: run at once, the libraries' and Gatsby's start-up is one long
 * task on a slow phone, so React, styled-components (reads the server styles) and Gatsby's start each get their own
 * task. Same chunks as before; only the timing changes.
 */
const stages = [
  () => import(/* webpackMode: "eager" */ "styled-components"),
  () => import(/* webpackMode: "eager" */ "gatsby-production-app"),
]

function runNextStage() {
  const stage = stages.shift()
  if (stage) void stage().then(() => setTimeout(runNextStage))
}

setTimeout(runNextStage)
