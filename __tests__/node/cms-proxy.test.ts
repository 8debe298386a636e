/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from "http"
import type { CreateDevServerArgs } from "gatsby"
import {
  isLoopback,
  noticeNetworkHost,
  otherSiteRefusal,
  refusal,
  refuseOtherComputers,
  vouchedHeader,
} from "../../src/cms/build/backend-proxy"

test.each(["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])(
  "%s is this computer",
  address => expect(isLoopback(address)).toBe(true),
)

test.each(["0.0.0.0", "::", "[::]", "192.168.1.20", "10.0.0.5", "fe80::1", "::ffff:192.168.1.20", "laptop.local", ""])(
  "%s may be another computer",
  address => expect(isLoopback(address)).toBe(false),
)

/**
 * /api asked for from `remoteAddress`, as the development server hands the request to its middleware: by the
 * editor's page at http://localhost:8000/cms/ unless `headers` say otherwise.
 */
function requestFrom(remoteAddress: string, headers: Record<string, string> = {}) {
  const next = jest.fn()
  const answer = { status: 0, text: "" }
  const response = {
    writeHead: (status: number) => {
      answer.status = status
      return { end: (text: string) => (answer.text = text) }
    },
  }
  const request = { socket: { remoteAddress }, headers: { host: "localhost:8000", ...headers } }
  refuseOtherComputers(undefined)(request as IncomingMessage, response as unknown as ServerResponse, next)
  return { passedOn: next.mock.calls.length === 1, ...answer }
}

test("/api is passed on to decap-server for this computer", () => {
  expect(requestFrom("127.0.0.1")).toEqual({ passedOn: true, status: 0, text: "" })
  expect(requestFrom("::1")).toEqual({ passedOn: true, status: 0, text: "" })
  expect(requestFrom("::ffff:127.0.0.1")).toEqual({ passedOn: true, status: 0, text: "" })
})

test("/api is passed on for the editor's page however this computer is named, and for a request with no Origin", () => {
  for (const origin of ["http://localhost:8000", "http://127.0.0.1:8000", "http://[::1]:8000"])
    expect(requestFrom("127.0.0.1", { host: new URL(origin).host, origin })).toEqual({
      passedOn: true,
      status: 0,
      text: "",
    })
  expect(requestFrom("127.0.0.1", { host: "127.0.0.1:8000" })).toEqual({ passedOn: true, status: 0, text: "" })
})

test("/api refuses another site's page in a browser on this computer, and passes nothing on", () => {
  const refused = { passedOn: false, status: 403, text: otherSiteRefusal }
  // A page of another site that posts to http://localhost:8000/api/v1.
  expect(requestFrom("127.0.0.1", { origin: "https://evil.example" })).toEqual(refused)
  expect(requestFrom("127.0.0.1", { origin: "null" })).toEqual(refused)
  // The same page reaching this computer through a name of its own (DNS rebinding): its Origin and Host.
  expect(requestFrom("127.0.0.1", { host: "evil.example:8000", origin: "http://evil.example:8000" })).toEqual(refused)
  expect(requestFrom("127.0.0.1", { host: "evil.example:8000" })).toEqual(refused)
  // A page of another program on this computer, or this computer named otherwise than the page that asks.
  expect(requestFrom("127.0.0.1", { origin: "http://localhost:3000" })).toEqual(refused)
  expect(requestFrom("127.0.0.1", { origin: "http://127.0.0.1:8000" })).toEqual(refused)
  expect(otherSiteRefusal).toMatch(/not another site's/)
})

test("/api passes the editor's request on vouched for with the key of `npm run cms`, which only it adds", () => {
  const headers: Record<string, string> = { host: "localhost:8000", origin: "http://localhost:8000" }
  const request = { socket: { remoteAddress: "127.0.0.1" }, headers }
  refuseOtherComputers("key")(request as unknown as IncomingMessage, {} as ServerResponse, jest.fn())
  expect(headers[vouchedHeader]).toBe("key")
  expect(requestFrom("127.0.0.1", { origin: "https://evil.example", [vouchedHeader]: "key" }).passedOn).toBe(false)
})

test("/api refuses another computer on the network in plain words, and passes nothing on", () => {
  expect(requestFrom("192.168.1.20")).toEqual({ passedOn: false, status: 403, text: refusal })
  expect(requestFrom("::ffff:192.168.1.20")).toEqual({ passedOn: false, status: 403, text: refusal })
  expect(refusal).toMatch(/only the computer the development server runs on/)
})

/** What `gatsby develop --host <host>` says as it starts. */
function startDevServer(host: string) {
  const warn = jest.fn()
  const store = { getState: () => ({ program: { host } }) }
  noticeNetworkHost({ store, reporter: { warn } } as unknown as Pick<CreateDevServerArgs, "store" | "reporter">)
  return warn
}

test("gatsby develop --host 0.0.0.0 says that the editor's /api still answers this computer only", () => {
  const warn = startDevServer("0.0.0.0")
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0][0]).toContain('"0.0.0.0"')
  expect(warn.mock.calls[0][0]).toContain(refusal)
  expect(startDevServer("localhost")).not.toHaveBeenCalled()
})
