/**
 * The lengths of the rows that `count` cards fill, at most `perRow` to a row: as few rows as hold them, no row
 * shorter than another by more than one card, the longer rows first (7 cards, 3 to a row: 3, 2, 2).
 */
export function balancedRows(count: number, perRow: number): number[] {
  if (count < 1) return []
  const rows = Math.ceil(count / perRow)
  const short = Math.floor(count / rows)
  const longRows = count % rows
  return Array.from({ length: rows }, (_, row) => (row < longRows ? short + 1 : short))
}

/**
 * Where each card sits on a grid of two tracks per card of the longest row, each card two tracks wide: a shorter
 * row starts one track in, so that it is centred under the longer ones. `columns` is the grid's width in cards,
 * `starts` each card's first track (1-based), or undefined where the grid's own flow places it.
 */
export function cardPlaces(count: number, perRow: number): { columns: number; starts: (number | undefined)[] } {
  const rows = balancedRows(count, perRow)
  const columns = rows[0] ?? 0
  const starts = rows.flatMap(length =>
    Array.from({ length }, (_, index) => (index === 0 && length < columns ? 2 : undefined)),
  )
  return { columns, starts }
}
