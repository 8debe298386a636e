export { News } from "./News"
