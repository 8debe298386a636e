import "react-dom/client"

/**
 * The browser bundle starts here instead of at Gatsby's own start (.cache/production-app, see
 * browser-bundle.ts). Run at once, the libraries' and Gatsby's start-up code would block a slow phone for
 * one long task; here React comes in the script's own task, styled-components (which reads the page's server
 * styles) in the next, and Gatsby's start in a third. The code is all in the same files as before: only when it
 * runs changes.
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
