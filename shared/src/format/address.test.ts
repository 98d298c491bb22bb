import { describe, expect, it } from 'vitest'
import { addressLines, formatAddress } from './address'

const address = {
  name: 'Aoife Murphy',
  addressLine1: '12 Ormeau Road',
  city: 'Belfast',
  postcode: 'BT7 2FY',
  Phone: '07700900123',
}

describe('addressLines', () => {
  it('gives name, street and "city postcode", one per line', () => {
    expect(addressLines(address)).toEqual([
      'Aoife Murphy',
      '12 Ormeau Road',
      'Belfast BT7 2FY',
    ])
  })

  it('puts the flat or building under the street', () => {
    expect(
      addressLines({
        ...address,
        addressLine1: '1 Victoria Square',
        addressLine2: 'Apartment 14, Victoria House',
      }),
    ).toEqual([
      'Aoife Murphy',
      '1 Victoria Square',
      'Apartment 14, Victoria House',
      'Belfast BT7 2FY',
    ])
  })

  it('adds the phone last when asked for', () => {
    expect(addressLines(address, { withPhone: true }).at(-1)).toBe(
      '07700900123',
    )
  })

  it('leaves out empty parts instead of blank lines', () => {
    expect(addressLines({ ...address, name: '', Phone: '' })).toEqual([
      '12 Ormeau Road',
      'Belfast BT7 2FY',
    ])
    expect(
      addressLines({ ...address, name: ' ' }, { withPhone: true }),
    ).toEqual(['12 Ormeau Road', 'Belfast BT7 2FY', '07700900123'])
  })
})

describe('formatAddress', () => {
  it.each([
    [address, 'Aoife Murphy, 12 Ormeau Road, Belfast BT7 2FY'],
    [{ ...address, name: '' }, '12 Ormeau Road, Belfast BT7 2FY'],
    [
      { ...address, addressLine2: 'Flat 3' },
      'Aoife Murphy, 12 Ormeau Road, Flat 3, Belfast BT7 2FY',
    ],
    [
      { ...address, addressLine2: '' },
      'Aoife Murphy, 12 Ormeau Road, Belfast BT7 2FY',
    ],
  ])('%j → %s', (input, expected) => {
    expect(formatAddress(input)).toBe(expected)
  })

  it('never shows the phone', () => {
    expect(formatAddress(address)).not.toContain('07700900123')
  })
})
