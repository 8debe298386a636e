/** @jest-environment node */
import { englishPath, homePath, localizedPath, newsArchiveRoute, offlinePath } from "../../src/model/routes"
import { locales } from "../../src/model/locales"

test("a page's address in any language leads back to its English address", () => {
  for (const path of [homePath, newsArchiveRoute.path(2), offlinePath, "/services/dental/"]) {
    for (const locale of locales) expect(englishPath(localizedPath(locale, path))).toBe(path)
  }
})
