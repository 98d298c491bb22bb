import { describe, expect, it } from 'vitest'
import { csvText } from '../src/modules/kitchen/takings-csv'

describe('csvText', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+44 7700', "'+44 7700"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
  ])('writes %j as %s', (cell, written) => {
    expect(csvText([[cell]])).toBe(`${written}\r\n`)
  })

  it('writes numbers as they are, and ends every line with CRLF', () => {
    expect(
      csvText([
        ['a', 1],
        ['b', -2],
      ]),
    ).toBe('a,1\r\nb,-2\r\n')
  })
})
