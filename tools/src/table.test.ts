import { expect, it } from 'vitest'
import { formatFigures, formatTable } from './table'

it('pads every column to its widest cell', () => {
  expect(
    formatTable(
      ['Figure', 'Value'],
      [
        ['p99', '12 ms'],
        ['requests per second', '1,200'],
      ],
    ),
  ).toBe(
    [
      '| Figure              | Value |',
      '|---------------------|-------|',
      '| p99                 | 12 ms |',
      '| requests per second | 1,200 |',
    ].join('\n'),
  )
})

it('says pass or FAIL against a target, and nothing without one', () => {
  expect(
    formatFigures([
      { figure: 'p99', shown: '850 ms', target: '≤ 1000 ms', pass: true },
      { figure: 'p95', shown: 640, target: '≤ 100 ms', pass: false },
      { figure: 'p50', shown: '350 ms', pass: null },
    ]),
  ).toBe(
    [
      '| Figure | Value  | Target    | Result |',
      '|--------|--------|-----------|--------|',
      '| p99    | 850 ms | ≤ 1000 ms | pass   |',
      '| p95    | 640    | ≤ 100 ms  | FAIL   |',
      '| p50    | 350 ms |           |        |',
    ].join('\n'),
  )
})
