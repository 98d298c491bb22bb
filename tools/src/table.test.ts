import { expect, it } from 'vitest'
import { formatTable } from './table'

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
