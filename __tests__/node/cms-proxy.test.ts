/** @jest-environment node */
import type { CreateDevServerArgs } from "gatsby"
import { cmsProxyRefusal, isLoopbackHost, refuseExposedCmsProxy } from "../../src/node/cms-proxy"

const decapProxy = [{ prefix: "/api", url: "http://127.0.0.1:8081" }]

test.each(["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "0:0:0:0:0:0:0:1"])(
  "%s answers this computer only",
  host => expect(isLoopbackHost(host)).toBe(true),
)

test.each(["0.0.0.0", "::", "[::]", "192.168.1.20", "10.0.0.5", "fe80::1", "::ffff:192.168.1.20", "laptop.local", ""])(
  "%s may answer other computers",
  host => expect(isLoopbackHost(host)).toBe(false),
)

test("the proxy to decap-server is refused on an address beyond this computer, with the host named", () => {
  const refusal = cmsProxyRefusal("0.0.0.0", decapProxy)
  expect(refusal).toContain('"0.0.0.0"')
  expect(refusal).toMatch(/anyone on the network/)
  expect(cmsProxyRefusal("localhost", decapProxy)).toBeUndefined()
  expect(cmsProxyRefusal("127.0.0.1", decapProxy)).toBeUndefined()
})

test("without the proxy (`npm run develop`), the development server may listen on the network", () => {
  expect(cmsProxyRefusal("0.0.0.0", [])).toBeUndefined()
  expect(cmsProxyRefusal("0.0.0.0", [{ prefix: "/other", url: "http://127.0.0.1:9000" }])).toBeUndefined()
})

/** onCreateDevServer's check, with Gatsby's state as `gatsby develop --host <host>` leaves it. */
function startDevServer(host: string, proxy = decapProxy) {
  const panic = jest.fn()
  const store = { getState: () => ({ program: { host }, config: { proxy } }) }
  refuseExposedCmsProxy({ store, reporter: { panic } } as unknown as Pick<CreateDevServerArgs, "store" | "reporter">)
  return panic
}

test("gatsby develop --host 0.0.0.0 with the proxy stops before it listens, saying why", () => {
  const panic = startDevServer("0.0.0.0")
  expect(panic).toHaveBeenCalledTimes(1)
  expect(panic).toHaveBeenCalledWith(cmsProxyRefusal("0.0.0.0", decapProxy))
  expect(startDevServer("localhost")).not.toHaveBeenCalled()
  expect(startDevServer("0.0.0.0", [])).not.toHaveBeenCalled()
})
