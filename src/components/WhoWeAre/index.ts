export { WhoWeAre } from "./WhoWeAre"
