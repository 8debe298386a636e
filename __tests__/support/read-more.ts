import { within } from "@testing-library/react"
import type { Dictionary } from "../../src/site/i18n"

type Words = Dictionary["expandable"]

/**
 * The Read More of the card about `title`, found by what a screen reader says of it: a `<summary>`, which Testing
 * Library's getByRole("button") does not find.
 */
export const readMoreOf = (title: string, words: Words, scope: HTMLElement = document.body) =>
  within(scope).getByText(words.readMoreAbout(title)).closest("summary") as HTMLElement

/** Its text is open or closed, and the toggle shows and says so: Show Less or Read More, about `title`. */
export function expectReadMore(toggle: HTMLElement, open: boolean, title: string, words: Words) {
  expect((toggle.parentElement as HTMLDetailsElement).open).toBe(open)
  expect(toggle).toHaveAccessibleName(open ? words.showLessAbout(title) : words.readMoreAbout(title))
  expect(within(toggle).getByText(open ? words.showLess : words.readMore)).toBeVisible()
  expect(within(toggle).getByText(open ? words.readMore : words.showLess)).not.toBeVisible()
}
