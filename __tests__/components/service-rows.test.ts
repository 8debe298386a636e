import { balancedRows, cardPlaces } from "../../src/site/components/Services/rows"

const counts = [1, 2, 3, 4, 5, 6, 7, 8, 9]

describe("the service cards' rows", () => {
  test.each([1, 2, 3, 4])("hold every card, at most %i to a row, no row shorter than another by two", perRow => {
    for (const count of counts) {
      const rows = balancedRows(count, perRow)
      expect(rows.reduce((sum, length) => sum + length, 0)).toBe(count)
      expect(rows.length).toBe(Math.ceil(count / perRow))
      expect(Math.max(...rows)).toBeLessThanOrEqual(perRow)
      expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1)
    }
  })

  test("three to a row: four make two rows of two, seven make three, two and two", () => {
    expect(counts.map(count => balancedRows(count, 3))).toEqual([
      [1],
      [2],
      [3],
      [2, 2],
      [3, 2],
      [3, 3],
      [3, 2, 2],
      [3, 3, 2],
      [3, 3, 3],
    ])
  })

  test("a shorter row starts one track in, centred under the longer ones", () => {
    expect(cardPlaces(7, 3)).toEqual({
      columns: 3,
      starts: [undefined, undefined, undefined, 2, undefined, 2, undefined],
    })
    expect(cardPlaces(4, 3)).toEqual({ columns: 2, starts: [undefined, undefined, undefined, undefined] })
    expect(cardPlaces(3, 2)).toEqual({ columns: 2, starts: [undefined, undefined, 2] })
  })
})
