export { StaffPageView } from "./StaffPage"
