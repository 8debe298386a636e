import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Insurers } from "../../src/site/components/Insurers"
import { readFixtureItems } from "../support/fixtures"
import { dictionaries } from "../../src/site/i18n"
import { renderWithTheme } from "../support/render"

const words = dictionaries.en.insurers

const names = readFixtureItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)

test("lists every insurer once for screen readers, and twice on screen for a seamless loop", () => {
  renderWithTheme(<Insurers names={names} />)
  expect(screen.getAllByRole("listitem").map(item => item.textContent)).toEqual(names)
  expect(screen.getByTestId("insurers-track").children).toHaveLength(names.length * 2)
})

test("scrolls with a 25 s linear infinite animation that its switch pauses and resumes, with no script", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Insurers names={names} />)
  const track = screen.getByTestId("insurers-track")
  const style = () => getComputedStyle(track)
  expect(style().animation).toMatch(/25s linear infinite/)
  expect(style().animationPlayState).toBe("running")
  // A checkbox and its label: the browser checks it, and CSS alone pauses the strip.
  const pause = screen.getByRole<HTMLInputElement>("checkbox", { name: `${words.pause} ${words.strip}` })
  expect(pause).not.toBeChecked()
  const [label] = pause.labels ?? []
  expect(label).toHaveTextContent(words.pause)
  await user.click(label)
  expect(pause).toBeChecked()
  expect(style().animationPlayState).toBe("paused")
  await user.click(label)
  expect(pause).not.toBeChecked()
  expect(style().animationPlayState).toBe("running")
})
