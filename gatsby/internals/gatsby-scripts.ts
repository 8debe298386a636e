/**
 * Gatsby's own inline scripts in every page, from its `_gatsby-scripts` slice (INTERNALS.md, 15): the chunk mapping
 * and the compilation hash, whose text changes with each build, known by shapes that can only assign a string.
 */
export const gatsbyScriptShapes: readonly RegExp[] = [
  /^\s*window\.___chunkMapping="(?:[^"\\\n]|\\.)*";\s*$/,
  /^window\.___webpackCompilationHash="[0-9a-f]+";$/,
]

/** Whether `script`, an inline script's text, is one of Gatsby's own. */
export const isGatsbyScript = (script: string) => gatsbyScriptShapes.some(shape => shape.test(script))
