// Compiles tests and sources the way Gatsby does, plus TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  plugins: ["babel-plugin-styled-components"],
})
