import React from "react"
import { navigate } from "gatsby"
import { render, screen } from "@testing-library/react"
import { Redirect } from "../../src/site/components/Redirect"

test("sends the visitor on at once, replacing the history entry", () => {
  render(<Redirect to="/admin/dashboard/" message="This page has moved." />)
  expect(navigate).toHaveBeenCalledWith("/admin/dashboard/", { replace: true })
})

test("keeps a visible link for browsers without JavaScript", () => {
  render(<Redirect to="/" message="There is no page at this address." />)
  expect(screen.getByText("There is no page at this address.", { exact: false })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Continue to /" })).toHaveAttribute("href", "/")
})
