/** The notices' inline script (src/inline/notices.ts) as the build compiles it, defined by webpack at build time. */
declare const NOTICES_SCRIPT: string
