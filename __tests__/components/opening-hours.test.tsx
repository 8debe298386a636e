import React from "react"
import { screen } from "@testing-library/react"
import { OpeningHours, formatDays, formatOpeningTimes, formatTimes } from "../../src/site/components/OpeningHours"
import { siteSettings } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

test.each([
  [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "Monday to Friday"],
  [["Friday", "Monday", "Wednesday"], "Monday, Wednesday and Friday"],
  [["Saturday", "Sunday"], "Saturday and Sunday"],
  [["Monday", "Tuesday", "Wednesday", "Saturday"], "Monday to Wednesday and Saturday"],
  [["Sunday"], "Sunday"],
  [["Sunday", "Saturday", "Friday", "Thursday", "Wednesday", "Tuesday", "Monday"], "Every day"],
])("%j reads %s", (days, expected) => {
  expect(formatDays(days)).toBe(expected)
})

test("times read as on a clock, and a whole day as open 24 hours", () => {
  expect(formatTimes({ opens: "07:30", closes: "18:00" })).toBe("07:30–18:00")
  expect(formatTimes({ opens: "00:00", closes: "23:59" })).toBe("Open 24 hours")
})

test("each line of hours is shown with its days", () => {
  const [service] = siteSettings.openingHours
  renderWithTheme(<OpeningHours times={service.times} />)
  for (const line of service.times) {
    expect(screen.getByText(formatDays(line.days)).nextElementSibling).toHaveTextContent(formatTimes(line))
  }
  expect(formatOpeningTimes(service.times)).toEqual(
    service.times.map(line => `${formatDays(line.days)}: ${formatTimes(line)}`),
  )
})
