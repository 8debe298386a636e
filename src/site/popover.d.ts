import "react"

/** The popover attributes, written as HTML writes them, which React 18 passes on as they are (@types/react lacks them). */
declare module "react" {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: "" | "auto" | "manual"
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
  }
}
