import React from "react"
import { useTimetables } from "../../hooks/use-timetables"
import { StatusLine } from "./StatusLine"

/** The status of `service` from the site's hours and special days; none for a service without hours. */
export function OpenStatus({ service, className }: { service: string; className?: string }) {
  const timetable = useTimetables()(service)
  return timetable ? <StatusLine timetable={timetable} className={className} /> : null
}
