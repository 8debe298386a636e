/**
 * Beside Gatsby's build cache, which a clean build empties: the stamp of the code that made it, written by
 * `npm run build:cached` (scripts/keep-build-cache.ts) and cached by CI with the cache's two folders.
 */
export const stampFile = ".build-cache-stamp"
