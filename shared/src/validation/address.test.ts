import { describe, expect, it } from 'vitest'
import type { Address } from '../types/user'
import {
  type AddressFormValues,
  addressLabelValue,
  addressToFormValues,
  canSaveAddress,
  validateAddressField,
  validateAddressForm,
  validateAddressSubmit,
} from './address'

const valid: AddressFormValues = {
  name: 'Ayse Yilmaz',
  addressLine1: '12 Botanic Avenue',
  addressLine2: '',
  city: 'Belfast',
  Phone: '07911123456',
  postcode: 'BT7 1JG',
  label: 'home',
  customLabel: '',
}

const chars = (count: number) => 'a'.repeat(count)
const TOO_LONG = 'Please use 30 characters or fewer.'

describe('address form fields', () => {
  it.each([
    ['name', '', 'Name is required.'],
    ['name', '  ', 'Name is required.'],
    ['name', chars(30), null],
    ['name', chars(31), TOO_LONG],
    ['addressLine1', '', 'Address is required.'],
    ['addressLine1', chars(30), null],
    ['addressLine1', chars(31), TOO_LONG],
    ['addressLine2', '', null],
    ['addressLine2', 'Apartment 14', null],
    ['addressLine2', chars(30), null],
    ['addressLine2', chars(31), TOO_LONG],
    ['city', '', 'City is required.'],
    ['city', chars(30), null],
    ['city', chars(31), TOO_LONG],
    ['Phone', '', 'Enter a valid phone number (10 digits or 0 + 10 digits).'],
    ['Phone', '7911123456', null],
    ['Phone', '07911123456', null],
    [
      'Phone',
      '791112345',
      'Enter a valid phone number (10 digits or 0 + 10 digits).',
    ],
    [
      'Phone',
      '079111234567',
      'Enter a valid phone number (10 digits or 0 + 10 digits).',
    ],
    [
      'Phone',
      '17911123456',
      'Enter a valid phone number (10 digits or 0 + 10 digits).',
    ],
    [
      'Phone',
      '07911a23456',
      'Enter a valid phone number (10 digits or 0 + 10 digits).',
    ],
    ['postcode', '', 'postcode is required.'],
    ['postcode', 'BT1 1AA', null],
    ['postcode', 'BT17 0XY', null],
    ['postcode', 'BT18 1AA', "Sorry we don't deliver outside Belfast."],
    ['postcode', 'BT0 1AA', "Sorry we don't deliver outside Belfast."],
    ['postcode', 'AB1 1AA', "Sorry we don't deliver outside Belfast."],
    ['postcode', chars(31), TOO_LONG],
  ] as const)('%s %j → %j', (field, value, expected) => {
    expect(validateAddressField(field, { ...valid, [field]: value })).toBe(
      expected,
    )
  })

  it.each([
    ['home', '', null],
    ['work', '', null],
    ['others', 'Mum', null],
    ['others', chars(30), null],
    ['others', chars(31), TOO_LONG],
    ['others', '', 'Please enter a label.'],
    ['others', '  ', 'Please enter a label.'],
  ] as const)(
    'label %s with custom %j → %j',
    (label, customLabel, expected) => {
      expect(
        validateAddressField('customLabel', { ...valid, label, customLabel }),
      ).toBe(expected)
    },
  )

  it('refuses a label outside home, work and others', () => {
    const values = { ...valid, label: 'office' } as unknown as AddressFormValues
    expect(validateAddressField('label', values)).not.toBeNull()
  })
})

describe('address form', () => {
  it('has no errors and can be saved when every field is valid', () => {
    expect(validateAddressForm(valid)).toEqual({})
    expect(canSaveAddress(valid)).toBe(true)
    expect(validateAddressSubmit(valid)).toEqual({ errors: {}, message: null })
  })

  it('cannot be saved while a field is empty', () => {
    expect(canSaveAddress({ ...valid, city: '' })).toBe(false)
  })

  it('submitting with errors gives the form message and every field error', () => {
    const result = validateAddressSubmit({
      ...valid,
      name: '',
      postcode: 'BT18 1AA',
    })
    expect(result.message).toBe('Please correct the errors before submitting.')
    expect(result.errors).toEqual({
      name: 'Name is required.',
      postcode: "Sorry we don't deliver outside Belfast.",
    })
  })
})

describe('labels', () => {
  it.each([
    [{ label: 'home', customLabel: 'ignored' }, 'home'],
    [{ label: 'work', customLabel: '' }, 'work'],
    [{ label: 'others', customLabel: ' Gym ' }, 'Gym'],
  ] as const)('%j saves as %j', (label, expected) => {
    expect(addressLabelValue({ ...valid, ...label })).toBe(expected)
  })

  const saved: Address = {
    address_id: 'a1',
    _id: 'a1',
    name: 'Ayse',
    addressLine1: '1 Road',
    addressLine2: 'Flat 2',
    city: 'Belfast',
    postcode: 'BT1 1AA',
    Phone: '7911123456',
    label: 'Gym',
    is_primary: false,
  }

  it('turns a custom saved label into others plus its text', () => {
    expect(addressToFormValues(saved)).toMatchObject({
      label: 'others',
      customLabel: 'Gym',
    })
    expect(addressToFormValues({ ...saved, label: 'work' })).toMatchObject({
      label: 'work',
      customLabel: '',
    })
  })

  it('keeps the second line for editing', () => {
    expect(addressToFormValues(saved).addressLine2).toBe('Flat 2')
  })
})
