import { inlineScriptDefinitions } from "../../src/node/publish/inline-script-build"

/**
 * What webpack defines in the site's code, compiled once in Node: esbuild refuses to run inside jsdom's globals.
 * Handed through the environment, which every test process inherits, to setup.ts, which defines it as webpack does.
 */
export default function globalSetup() {
  process.env.INLINE_SCRIPT_DEFINITIONS = JSON.stringify(inlineScriptDefinitions())
}
