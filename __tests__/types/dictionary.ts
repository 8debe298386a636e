/**
 * Compiled by `npm run typecheck`, never run: every dictionary must have exactly English's words. Each statement
 * below is a mistake that must stay a type error; should the type stop refusing it, its `@ts-expect-error` is
 * unused and the check fails.
 */
import { Dictionary, dictionaries } from "../../src/site/i18n"

// @ts-expect-error the menu button's word is missing
void ({ ...dictionaries.en, navbar: { ...dictionaries.en.navbar, menu: undefined } } satisfies Dictionary)
// @ts-expect-error a word English does not have
void ({ ...dictionaries.en, layout: { skipToContent: "Ruka", backToTop: "Juu" } } satisfies Dictionary)
