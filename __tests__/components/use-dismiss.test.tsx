import React, { useRef, useState } from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useDismiss } from "../../src/site/hooks"

function Menu() {
  const [open, setOpen] = useState(true)
  const ref = useRef<HTMLDivElement>(null)
  useDismiss(ref, open, () => setOpen(false))
  return (
    <>
      <div ref={ref}>
        <button type="button">inside</button>
        {open && <p>menu is open</p>}
      </div>
      <button type="button">outside</button>
    </>
  )
}

test("a click inside keeps it open; a click outside closes it", async () => {
  render(<Menu />)
  await userEvent.click(screen.getByRole("button", { name: "inside" }))
  expect(screen.getByText("menu is open")).toBeInTheDocument()
  await userEvent.click(screen.getByRole("button", { name: "outside" }))
  expect(screen.queryByText("menu is open")).not.toBeInTheDocument()
})

test("Escape closes it", async () => {
  render(<Menu />)
  await userEvent.keyboard("{Escape}")
  expect(screen.queryByText("menu is open")).not.toBeInTheDocument()
})
