import React from "react"
import { renderHook } from "@testing-library/react"
import type { useServiceWorker as UseServiceWorker } from "../../src/site/hooks/use-service-worker"

/**
 * Whether a loaded page of a production build made with `environment` registers the worker. The build's settings
 * are read when the modules load: the hook is loaded afresh for each build, on the tests' React.
 */
async function registers(environment: Record<string, string>) {
  const register = jest.fn(() => Promise.resolve())
  Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true })
  const saved = process.env
  process.env = { ...saved, ...environment, NODE_ENV: "production" }
  try {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("react", () => React)
      const { useServiceWorker }: { useServiceWorker: typeof UseServiceWorker } =
        await import("../../src/site/hooks/use-service-worker")
      renderHook(() => useServiceWorker()).unmount()
    })
  } finally {
    process.env = saved
  }
  return register.mock.calls.length > 0
}

test("a page registers the worker once loaded", async () => {
  await expect(registers({})).resolves.toBe(true)
})

test("a page of a build that retires the worker does not register it again", async () => {
  await expect(registers({ GATSBY_RETIRE_SERVICE_WORKER: "1" })).resolves.toBe(false)
})
