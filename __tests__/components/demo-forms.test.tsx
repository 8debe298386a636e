import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import type { PageProps } from "gatsby"
import { renderWithTheme } from "../support/render"
import { readFixture } from "../support/fixtures"
import LoginPage from "../../src/demo/templates/auth/login"
import RegisterPage from "../../src/demo/templates/auth/register"
import LandingPage from "../../src/demo/templates/landing"
import ProfilePage from "../../src/demo/templates/profile"
import { CardSettings, Account } from "../../src/demo/components/CardSettings"
import { AdminNavbar } from "../../src/demo/components/AdminNavbar"

// The public navbar and footer around /landing and /profile are another component's business (and queries).
jest.mock("../../src/site/layouts/PublicLayout", () => ({
  PublicLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}))

let fetchSpy: jest.Mock
let errorSpy: jest.SpyInstance
beforeEach(() => {
  fetchSpy = jest.fn()
  Object.assign(globalThis, { fetch: fetchSpy })
  // jsdom reports a form that really submits ("Not implemented: HTMLFormElement.prototype.submit") as a console error.
  errorSpy = jest.spyOn(console, "error")
  jest.mocked(navigate).mockClear()
})
afterEach(() => errorSpy.mockRestore())

/** After a submit: still here, nothing fetched, nowhere navigated, no error, and the page said so. */
function expectSentNothing(message: RegExp | string) {
  const said = screen.getAllByRole("status").map(status => status.textContent ?? "")
  const says = (text: string) => (typeof message === "string" ? text.includes(message) : message.test(text))
  expect(said.filter(says)).toHaveLength(1)
  expect(fetchSpy).not.toHaveBeenCalled()
  expect(navigate).not.toHaveBeenCalled()
  expect(window.location.href).toBe("http://localhost/")
  expect(errorSpy).not.toHaveBeenCalled()
}

const pageProps = <T,>(data: T) => ({ data }) as PageProps<T>

describe("the demo forms send nothing", () => {
  test("signing in says it is a demonstration", async () => {
    const user = userEvent.setup()
    renderWithTheme(<LoginPage />)
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email")
    await user.type(screen.getByLabelText("Email"), "someone@example.com")
    await user.type(screen.getByLabelText("Password"), "secret")
    await user.click(screen.getByLabelText("Remember me"))
    expect(screen.getAllByRole("status").every(status => status.textContent === "")).toBe(true)
    await user.click(screen.getByRole("button", { name: "Sign In" }))
    expectSentNothing(/demonstration page/)
    expect(screen.getByRole("link", { name: "Create new account" })).toHaveAttribute("href", "/auth/register/")
  })

  test("a provider button says it is a demonstration", async () => {
    const user = userEvent.setup()
    renderWithTheme(<LoginPage />)
    await user.click(screen.getByRole("button", { name: "Google" }))
    expectSentNothing(/demonstration page/)
  })

  test("'Forgot password?' says there is nothing to reset", async () => {
    const user = userEvent.setup()
    renderWithTheme(<LoginPage />)
    await user.click(screen.getByRole("button", { name: "Forgot password?" }))
    expect(screen.getByText(/no password can be reset/)).toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test("registering asks the name in a text field and says it is a demonstration", async () => {
    const user = userEvent.setup()
    renderWithTheme(<RegisterPage />)
    expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text")
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email")
    await user.type(screen.getByLabelText("Name"), "Amina Odhiambo")
    await user.click(screen.getByLabelText("I agree with the Privacy Policy"))
    await user.click(screen.getByRole("button", { name: "Create Account" }))
    expectSentNothing(/demonstration page/)
  })

  test("saving the account settings says nothing was saved", async () => {
    const user = userEvent.setup()
    const account = readFixture<Account>("demo/account.yaml")
    renderWithTheme(<CardSettings account={account} />)
    expect(screen.getByLabelText("Username")).toHaveValue(account.username)
    expect(screen.getByLabelText("Postal Code")).toHaveValue(account.postalCode)
    expect(screen.getByLabelText("About me")).toHaveValue(account.aboutMe)
    await user.click(screen.getByRole("button", { name: "Save" }))
    expectSentNothing(/nothing was saved/)
  })

  test("the admin search searches nothing", async () => {
    const user = userEvent.setup()
    renderWithTheme(<AdminNavbar />)
    await user.type(screen.getByLabelText("Search here"), "beds{Enter}")
    expectSentNothing(/nothing was searched/)
  })

  test("the landing contact form says what it is for and sends nothing", async () => {
    const user = userEvent.setup()
    const demoLanding = readFixture<NonNullable<Queries.LandingPageQuery["demoLanding"]>>("demo/landing.yaml")
    renderWithTheme(<LandingPage {...pageProps({ demoLanding })} />)
    expect(screen.getByText(demoLanding.contact.text)).toBeInTheDocument()
    await user.type(screen.getByLabelText("Full Name"), "Amina")
    await user.type(screen.getByLabelText("Message"), "Hello")
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expectSentNothing(demoLanding.contact.sent)
  })

  test("before their script runs, no form would submit by GET, which puts what was typed in the address", () => {
    const demoLanding = readFixture<NonNullable<Queries.LandingPageQuery["demoLanding"]>>("demo/landing.yaml")
    const account = readFixture<Account>("demo/account.yaml")
    for (const page of [
      <LoginPage key="login" />,
      <RegisterPage key="register" />,
      <CardSettings key="settings" account={account} />,
      <AdminNavbar key="navbar" />,
      <LandingPage key="landing" {...pageProps({ demoLanding })} />,
    ]) {
      const { container, unmount } = renderWithTheme(page)
      const forms = Array.from(container.querySelectorAll("form"))
      expect(forms.length).toBeGreaterThan(0)
      for (const form of forms)
        expect({ page: page.key, method: form.method }).toEqual({ page: page.key, method: "post" })
      unmount()
    }
  })

  test("Connect on the profile toggles and sends nothing", async () => {
    const user = userEvent.setup()
    const demoProfile = readFixture<NonNullable<Queries.ProfilePageQuery["demoProfile"]>>("demo/profile.yaml")
    renderWithTheme(<ProfilePage {...pageProps({ demoProfile })} />)
    await user.click(screen.getByRole("button", { name: "Connect" }))
    expect(screen.getByRole("button", { name: "Connected" })).toBeInTheDocument()
    expectSentNothing(demoProfile.connected)
    await user.click(screen.getByRole("button", { name: "Connected" }))
    expect(screen.getByRole("button", { name: "Connect" })).toBeInTheDocument()
  })
})
