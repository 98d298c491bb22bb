import { setSession } from '@food/shared/store'
import { expectConsole, useTestApi } from '@food/shared/testing/server'
import { Popup } from '@food/shared/ui'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { expectPopup } from '../../../test/login-harness'
import { addressList, HOME, savedAddress } from '../testing/address-fixtures'
import { AddressForm } from './address-form'

const api = useTestApi()

beforeEach(() => setSession('customer-token'))

function renderForm(address?: Parameters<typeof AddressForm>[0]['address']) {
  const user = userEvent.setup()
  const onDone = vi.fn()
  render(
    <>
      <AddressForm address={address} onDone={onDone} />
      <Popup />
    </>,
  )
  return { user, onDone }
}

const TOO_LONG = 'Please use 30 characters or fewer.'

const field = (name: string) =>
  screen.getByRole('textbox', { name }) as HTMLInputElement
const saveButton = () => screen.getByRole('button', { name: 'Save' })

/** Fills every field with a deliverable Belfast address. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Aoife Kelly')
  await user.type(field('Address'), '12 Lisburn Road')
  await user.type(field('City'), 'Belfast')
  await user.type(field('Phone'), '07911123456')
  await user.type(field('Postcode'), 'BT9 6AA')
}

describe('AddressForm', () => {
  it('shows no message before a field is touched, with Save disabled', () => {
    renderForm()

    expect(screen.getByRole('heading', { name: 'Add address' })).toBeTruthy()
    expect(screen.queryByText(/is required/)).toBeNull()
    expect(saveButton().getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(field('Name'))
  })

  it.each([
    ['Name', 'Name is required.'],
    ['Address', 'Address is required.'],
    ['City', 'City is required.'],
    ['Phone', 'Enter a valid phone number (10 digits or 0 + 10 digits).'],
    ['Postcode', 'postcode is required.'],
  ])(
    'says %s: "%s" when it is left empty, tied to the input',
    async (label, message) => {
      const { user } = renderForm()

      await user.click(field(label))
      await user.tab()

      const input = field(label)
      const error = screen.getByText(message)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(input.getAttribute('aria-describedby')).toBe(error.id)
    },
  )

  it.each(['Name', 'Address', 'Flat, building (optional)', 'City', 'Postcode'])(
    'says at once, beside %s, when a 31st character is typed, and keeps the text',
    async (label) => {
      const { user } = renderForm()

      await user.type(field(label), 'x'.repeat(30))
      expect(screen.queryByText(TOO_LONG)).toBeNull()
      await user.type(field(label), 'y')

      const input = field(label)
      expect(input.value).toBe(`${'x'.repeat(30)}y`)
      expect(document.activeElement).toBe(input)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(input.getAttribute('aria-describedby')).toBe(
        screen.getByText(TOO_LONG).id,
      )
      expect(saveButton().getAttribute('aria-disabled')).toBe('true')
    },
  )

  it('keeps a pasted second line whole and says it is too long', async () => {
    const { user } = renderForm()
    await user.click(field('Flat, building (optional)'))

    await user.paste('Apartment 14, Victoria Square House')

    expect(field('Flat, building (optional)').value).toBe(
      'Apartment 14, Victoria Square House',
    )
    expect(screen.getByText(TOO_LONG)).toBeTruthy()
  })

  it('asks for nothing in the optional second line', async () => {
    const { user } = renderForm()
    await user.click(field('Flat, building (optional)'))
    await user.tab()

    expect(
      field('Flat, building (optional)').getAttribute('aria-invalid'),
    ).toBeNull()
    await fillValid(user)
    expect(saveButton().getAttribute('aria-disabled')).toBe('false')
  })

  it.each([
    ['12345', false],
    ['791112345', false],
    ['079111234567', false],
    ['07911 123456', false],
    ['7911123456', true],
    ['07911123456', true],
  ])('phone %s is accepted: %s', async (phone, isValid) => {
    const { user } = renderForm()

    await user.type(field('Phone'), phone)
    await user.tab()

    const message = screen.queryByText(
      'Enter a valid phone number (10 digits or 0 + 10 digits).',
    )
    expect(message === null).toBe(isValid)
  })

  it.each([
    ['BT18 9AB', "Sorry we don't deliver outside Belfast."],
    ['SW1A 1AA', "Sorry we don't deliver outside Belfast."],
    ['BT7', "Sorry we don't deliver outside Belfast."],
    ['BT7 1NN', null],
    ['bt17 0xy', null],
  ])('postcode %s gives %s', async (postcode, message) => {
    const { user } = renderForm()

    await user.type(field('Postcode'), postcode)
    await user.tab()

    if (message) {
      expect(screen.getByText(message)).toBeTruthy()
      expect(field('Postcode').getAttribute('aria-invalid')).toBe('true')
    } else {
      expect(field('Postcode').getAttribute('aria-invalid')).toBeNull()
    }
  })

  it('never takes the focus: a message appearing beside one field leaves the typing in the next', async () => {
    const { user } = renderForm()
    await user.type(field('Postcode'), 'BT18 9AB')

    // Tab on to the next field and keep typing while the message shows.
    await user.click(field('Name'))
    await user.keyboard('Aoife')

    expect(
      screen.getByText("Sorry we don't deliver outside Belfast."),
    ).toBeTruthy()
    expect(document.activeElement).toBe(field('Name'))
    expect(field('Name').value).toBe('Aoife')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('ties the form message to Save, so it is read with the button', async () => {
    const { user } = renderForm()

    await user.click(saveButton())

    const message = screen.getByRole('alert')
    expect(message.textContent).toBe(
      'Please correct the errors before submitting.',
    )
    expect(saveButton().getAttribute('aria-describedby')).toBe(message.id)
  })

  it('updates a shown message as the customer types the fix', async () => {
    const { user } = renderForm()
    await user.type(field('Postcode'), 'BT18 9AB')
    await user.tab()
    expect(
      screen.getByText("Sorry we don't deliver outside Belfast."),
    ).toBeTruthy()

    await user.clear(field('Postcode'))
    await user.type(field('Postcode'), 'BT1 5GS')

    expect(
      screen.queryByText("Sorry we don't deliver outside Belfast."),
    ).toBeNull()
  })

  it('enables Save only once every field is filled in and right', async () => {
    const { user } = renderForm()

    await user.type(field('Name'), 'Aoife Kelly')
    await user.type(field('Address'), '12 Lisburn Road')
    await user.type(field('City'), 'Belfast')
    await user.type(field('Phone'), '07911123456')
    expect(saveButton().getAttribute('aria-disabled')).toBe('true')

    await user.type(field('Postcode'), 'BT18 9AB')
    expect(saveButton().getAttribute('aria-disabled')).toBe('true')

    await user.clear(field('Postcode'))
    await user.type(field('Postcode'), 'BT9 6AA')
    expect(saveButton().getAttribute('aria-disabled')).toBe('false')
  })

  it('refuses a submit with errors: every message, the form message and the focus on the first bad field', async () => {
    const { user, onDone } = renderForm()
    await user.type(field('Name'), 'Aoife Kelly')

    await user.click(saveButton())

    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct the errors before submitting.',
    )
    expect(screen.getByText('Address is required.')).toBeTruthy()
    expect(screen.getByText('City is required.')).toBeTruthy()
    expect(screen.getByText('postcode is required.')).toBeTruthy()
    expect(document.activeElement).toBe(field('Address'))
    expect(api().requests).toHaveLength(0)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('asks for the custom label when Others is chosen, and saves that text', async () => {
    api().on('POST /user/address/add', {
      status: 201,
      body: {
        status: true,
        message: 'Address added successfully!',
        data: savedAddress({ label: "Mum's house" }),
      },
    })
    api().on('GET /user/address/get', addressList([HOME]))
    const { user } = renderForm()
    await fillValid(user)

    await user.click(screen.getByRole('radio', { name: 'Others' }))
    expect(saveButton().getAttribute('aria-disabled')).toBe('true')
    await user.click(field('Custom label'))
    await user.tab()
    expect(screen.getByText('Please enter a label.')).toBeTruthy()

    await user.type(field('Custom label'), "Mum's house")
    await user.click(saveButton())

    await expectPopup('Success', 'Address added successfully!', 'success')
    expect(api().bodiesOf('POST /user/address/add')).toEqual([
      {
        name: 'Aoife Kelly',
        addressLine1: '12 Lisburn Road',
        addressLine2: '',
        city: 'Belfast',
        Phone: '07911123456',
        postcode: 'BT9 6AA',
        label: "Mum's house",
      },
    ])
  })

  it('adds an address with its flat: the Success popup, then the form is done', async () => {
    api().on('POST /user/address/add', {
      status: 201,
      body: {
        status: true,
        message: 'Address added successfully!',
        data: HOME,
      },
    })
    api().on('GET /user/address/get', addressList([HOME]))
    const { user, onDone } = renderForm()
    await fillValid(user)
    await user.type(field('Flat, building (optional)'), ' Apartment 14 ')

    await user.click(saveButton())

    await expectPopup('Success', 'Address added successfully!', 'success')
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(api().bodiesOf('POST /user/address/add')[0]).toMatchObject({
      addressLine2: 'Apartment 14',
      label: 'home',
    })
  })

  it('keeps everything typed when adding fails, with the Error popup and the server message', async () => {
    api().on('POST /user/address/add', {
      status: 422,
      body: {
        status: false,
        message: 'You can keep up to 20 addresses.',
        code: 'ADDRESS_LIMIT',
      },
    })
    expectConsole('error', /address\/add 422/)
    const { user, onDone } = renderForm()
    await fillValid(user)

    await user.click(saveButton())

    await expectPopup('Error', 'Failed to add address.')
    expect(screen.getByText('You can keep up to 20 addresses.')).toBeTruthy()
    expect(field('Name').value).toBe('Aoife Kelly')
    expect(field('Postcode').value).toBe('BT9 6AA')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('edits a saved address with its values filled in, a custom label under Others', async () => {
    const mums = savedAddress({ label: "Mum's house", addressLine2: 'Flat 2' })
    api().on('POST /client/address/update', {
      body: {
        status: true,
        message: 'Address updated successfully!',
        data: { ...mums, city: 'Lisburn' },
      },
    })
    api().on('GET /user/address/get', addressList([mums]))
    const { user, onDone } = renderForm(mums)

    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeTruthy()
    expect(field('Name').value).toBe('Aoife Kelly')
    expect(field('Flat, building (optional)').value).toBe('Flat 2')
    expect(
      (screen.getByRole('radio', { name: 'Others' }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    expect(field('Custom label').value).toBe("Mum's house")
    expect(saveButton().getAttribute('aria-disabled')).toBe('false')

    await user.clear(field('Address'))
    await user.type(field('Address'), '3 Castle Street')
    await user.click(saveButton())

    await expectPopup('Success', 'Address updated successfully!', 'success')
    expect(api().bodiesOf('POST /client/address/update')).toEqual([
      {
        address_id: 'addr-1',
        name: 'Aoife Kelly',
        addressLine1: '3 Castle Street',
        addressLine2: 'Flat 2',
        city: 'Belfast',
        Phone: '07911123456',
        postcode: 'BT9 6AA',
        label: "Mum's house",
      },
    ])
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
  })

  it('says Failed to update address. when an edit fails', async () => {
    api().on('POST /client/address/update', {
      status: 400,
      body: {
        status: false,
        message: "Sorry we don't deliver outside Belfast.",
      },
    })
    expectConsole('error', /address\/update 400/)
    const { user } = renderForm(HOME)

    await user.click(saveButton())

    await expectPopup('Error', 'Failed to update address.')
    expect(
      screen.getByText("Sorry we don't deliver outside Belfast."),
    ).toBeTruthy()
    expect(field('Address').value).toBe('12 Lisburn Road')
  })
})
