import { useSyncExternalStore } from "react"

const noChange = () => () => undefined

/**
 * False in the server's HTML and while React hydrates it, true once it has: a control that needs script is shown
 * from then on, never as a button that does nothing.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
