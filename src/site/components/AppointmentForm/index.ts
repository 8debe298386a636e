export { AppointmentForm } from "./AppointmentForm"
export type { AppointmentFormProps } from "./AppointmentForm"
