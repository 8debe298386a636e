import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Insurers } from "../../src/site/components/Insurers"
import { readFixtureItems } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

const names = readFixtureItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)

test("lists every insurer once for screen readers, and twice on screen for a seamless loop", () => {
  renderWithTheme(<Insurers names={names} />)
  expect(screen.getAllByRole("listitem").map(item => item.textContent)).toEqual(names)
  expect(screen.getByTestId("insurers-track").children).toHaveLength(names.length * 2)
})

test("scrolls with a 25 s linear infinite animation that its button pauses and resumes", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Insurers names={names} />)
  const track = screen.getByTestId("insurers-track")
  const style = () => getComputedStyle(track)
  expect(style().animation).toMatch(/25s linear infinite/)
  expect(style().animationPlayState).toBe("running")
  await user.click(screen.getByRole("button", { name: "Pause the insurers strip" }))
  expect(style().animationPlayState).toBe("paused")
  await user.click(screen.getByRole("button", { name: "Play the insurers strip" }))
  expect(style().animationPlayState).toBe("running")
})
