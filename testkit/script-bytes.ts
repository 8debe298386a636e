import zlib from "zlib"

/**
 * What a script costs a phone to download, as the JavaScript budget counts it: its bytes gzip-compressed (level 9,
 * about what a CDN sends), without the response's headers, which are the CDN's and ride on HTTP/2's header
 * compression. The browser test of the budget and the bench both count this way.
 */
export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length
