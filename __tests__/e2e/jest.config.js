// End-to-end tests: real Chromium against the production build in public/ (run `npm run build` first).
const path = require("path")

module.exports = {
  rootDir: path.resolve(__dirname, "../.."),
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
  testTimeout: 60000,
  maxWorkers: 2,
}
