// Lint rules for the whole project: TypeScript, React, hooks and accessibility; Prettier owns the formatting.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import importPlugin from "eslint-plugin-import"
import tseslint from "typescript-eslint"

/**
 * Only gatsby/internals/ may reach into Gatsby's own files (.cache/, gatsby/dist/) or its undeclared exports: an
 * upgrade then has one folder to check, whose INTERNALS.md lists each assumption.
 */
const gatsbyInternals = "gatsby/internals/**"
const fenced = "is one of Gatsby's internals: use it from gatsby/internals/ (see gatsby/internals/INTERNALS.md)."
const fencedImports = {
  paths: [
    { name: "gatsby", importNames: ["StaticQueryContext"], message: `StaticQueryContext ${fenced}` },
    { name: "gatsby-production-app", message: `Gatsby's start ${fenced}` },
  ],
  patterns: [
    { regex: "(^|/)\\.cache(/|$)", message: `.cache/ ${fenced}` },
    { regex: "(^|/)gatsby/dist(/|$)", message: `gatsby/dist/ ${fenced}` },
  ],
}
/** The same paths written as strings (path.resolve(".cache/…"), require.resolve("gatsby/dist/…")). */
const fencedStrings = [
  {
    selector: "Literal[value=/^(\\.\\x2F)?\\.cache\\x2F/]:not(ImportDeclaration > Literal)",
    message: `.cache/ ${fenced}`,
  },
  {
    selector: "Literal[value=/gatsby\\x2Fdist\\x2F/]:not(ImportDeclaration > Literal)",
    message: `gatsby/dist/ ${fenced}`,
  },
  { selector: "TemplateElement[value.raw=/^(\\.\\x2F)?\\.cache\\x2F/]", message: `.cache/ ${fenced}` },
  { selector: "TemplateElement[value.raw=/gatsby\\x2Fdist\\x2F/]", message: `gatsby/dist/ ${fenced}` },
  { selector: "MemberExpression[property.name='gatsby_executing_command']", message: `The command's name ${fenced}` },
  { selector: "MemberExpression[property.name='getState']", message: `Gatsby's state ${fenced}` },
]

/**
 * Layers, lowest first: src/model, src/site, src/demo; each imports only from below. Browser and build code (src/node,
 * src/cms/build) never import each other; scripts/ and __tests__/ share only testkit/. The model and the fence
 * (gatsby/internals, which may import the model) are leaves. __tests__/node/layers.test.ts tries each zone.
 */
const buildCode = ["./src/node", "./src/cms/build"]
/** The editor's browser code: everything in src/cms but its build code. */
const editorBrowserCode = ["./src/cms/!(build)", "./src/cms/!(build)/**"]
const browserCode = [
  "./src/model",
  "./src/site",
  "./src/inline",
  "./src/demo",
  ...editorBrowserCode,
  "./src/service-worker",
  "./src/pages",
]
/** What runs in Node: the build, its tools, the tests and the files Gatsby reads at its start. */
const nodeCode = [...buildCode, "./scripts", "./testkit", "./__tests__", "./gatsby-config.ts", "./gatsby-node.ts"]
/**
 * Tools, and tests that drive a built site from outside (in a browser, or by building a copy): none renders React,
 * so none imports a component.
 */
const outsideReact = [
  "./scripts",
  "./testkit",
  "./__tests__/e2e",
  "./__tests__/firefox",
  "./__tests__/content-edits.ts",
  "./__tests__/demo-removal.ts",
]
/** The list of the site's parts and their registrations (src/extensions.ts): plain data the build reads. */
const registrations = ["./src/registry.ts", "./src/extensions.ts", "./src/demo/extension.ts", "./src/demo/screens.ts"]
const layers = [
  {
    target: registrations,
    from: ".",
    except: [...registrations, "./src/model", "./src/demo/content-model.ts", "./node_modules"],
    message:
      "The registry and the parts' registrations are plain data, which the build reads: they import " +
      "only the model, each other and the parts' content types.",
  },
  {
    target: "./src/model",
    from: ".",
    // Packages are allowed: wherever node_modules/ is, it is not the project's own code.
    except: ["./src/model", "./node_modules"],
    message:
      "The model imports nothing of the project outside itself (not src/*, gatsby/, testkit/, scripts/): everything " +
      "else is built on it.",
  },
  {
    target: "./gatsby/internals",
    from: ".",
    except: ["./gatsby/internals", "./src/model", "./node_modules"],
    message:
      "gatsby/internals imports only the model: what else it needs, the build passes in (src/node/on-post-build.ts " +
      "gives the rewrites their pages and scripts), so that the fence is a leaf an upgrade of Gatsby checks alone.",
  },
  {
    target: ["./src/site", "./src/pages", "./gatsby-browser.tsx", "./gatsby-ssr.tsx"],
    from: "./src/demo",
    message: "Nothing public imports the demonstration screens.",
  },
  {
    target: ["./src/site", "./src/pages", "./gatsby-browser.tsx", "./gatsby-ssr.tsx"],
    from: ["./src/registry.ts", "./src/extensions.ts"],
    message:
      "The pages' code does not import the registry, which carries the parts' content types: the navbar reads " +
      "their menus from the shared query (src/node/source-nodes.ts).",
  },
  {
    target: ["./src/site", "./src/pages", "./src/demo"],
    from: "./src/cms",
    message: "The site does not import the editor.",
  },
  {
    target: browserCode,
    from: buildCode,
    message: "Browser code does not import build code (src/node, src/cms/build): share it from src/model.",
  },
  {
    target: buildCode,
    from: ["./src/site", "./src/demo", "./src/pages"],
    message:
      "Build code (src/node, src/cms/build) does not import the site's components, pages or the demonstration " +
      "screens: what both need lives in src/model (create-pages names the templates by path).",
  },
  {
    target: nodeCode,
    from: ["./src/inline", "./src/service-worker"],
    message:
      "src/inline and src/service-worker run in a page and in the service worker, not in Node: imported, one " +
      "would run here. The build compiles them (publish/inline-script-build.ts) or reads them as text " +
      "(publish/service-worker.ts); tools and tests take them the same way.",
  },
  {
    target: outsideReact,
    from: ["./src/**/*.tsx", "./src/pages/**", "./src/demo/**"],
    message:
      "Tools and the tests that drive a built site (e2e, firefox, content-edits) run outside React: they read the " +
      "site's plain values (its words, theme, formats: .ts modules), never a component, a page or the demo " +
      "screens. Rendering is for jest's tests (__tests__/components, __tests__/node, __tests__/support).",
  },
  { target: "./scripts", from: "./__tests__", message: "Build tools do not import the tests: share it from testkit/." },
  { target: "./__tests__", from: "./scripts", message: "Tests do not import build tools: share it from testkit/." },
  {
    target: "./testkit",
    from: ["./scripts", "./__tests__"],
    message: "testkit/ is shared by scripts/ and __tests__/, and imports neither.",
  },
]

export default tseslint.config(
  { ignores: ["public/", ".cache/", "bench-results/", "src/gatsby-types.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } } },
    rules: { "import/no-restricted-paths": ["error", { zones: layers }] },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: [gatsbyInternals, "eslint.config.mjs"],
    rules: {
      "no-restricted-imports": ["error", fencedImports],
      "no-restricted-syntax": [
        "error",
        ...fencedStrings,
        {
          selector: "JSXAttribute[name.name='enableVendorPrefixes']",
          message: "The browser bundle leaves stylis's vendor prefixing out (gatsby/internals/INTERNALS.md, 11).",
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**"],
    languageOptions: { globals: globals.jest },
  },
  {
    // Staff edit content/ at will; a component test that read it would break on the next edit.
    files: ["__tests__/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          ...fencedImports,
          patterns: [
            ...fencedImports.patterns,
            { group: ["**/testkit/*"], message: "Render the fixture set (support/fixtures), not content/." },
          ],
        },
      ],
    },
  },
  prettier,
)
