export { Card, CardBody, Prose, cardSurface } from "./Card"
