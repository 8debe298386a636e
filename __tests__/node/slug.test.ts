/** @jest-environment node */
import { slugFromFileName } from "../../src/model/slug"

test("the date prefix only orders files and is not part of the URL", () => {
  expect(slugFromFileName("2026-07-02-patient-flow-study.md")).toBe("patient-flow-study")
})

test("spaces and capitals staff may type become a clean URL", () => {
  expect(slugFromFileName("New Dental Wing!.md")).toBe("new-dental-wing")
})
