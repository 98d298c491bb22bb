/** A Markdown table: a header row, a rule, then the rows, each column as wide as its widest cell. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, i) => (cells[i] ?? '').padEnd(width)).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n')
}

/** One figure a bench measured: its value as shown, its target, and whether it met it. */
type Figure = {
  figure: string
  shown: string | number
  target?: string | null
  /** null: a figure with no target. */
  pass: boolean | null
}

/** The benches' table of figures: Figure, Value, Target and Result (pass or FAIL). */
export function formatFigures(rows: readonly Figure[]): string {
  return formatTable(
    ['Figure', 'Value', 'Target', 'Result'],
    rows.map(({ figure, shown, target, pass }) => [
      figure,
      String(shown),
      target ?? '',
      pass === null ? '' : pass ? 'pass' : 'FAIL',
    ]),
  )
}
