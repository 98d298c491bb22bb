import { setSession } from '@food/shared/store'
import { expectConsole, useTestApi } from '@food/shared/testing/server'
import { Popup } from '@food/shared/ui'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectPopup } from '../../../test/login-harness'
import {
  addressList,
  HOME,
  savedAddress,
  WORK,
} from '../testing/address-fixtures'
import { AddressPanel } from './address-panel'

const api = useTestApi()

beforeEach(() => setSession('customer-token'))

/** Waits for the addresses (or the failure) the panel asked for as it mounted. */
const loadAddresses = () =>
  waitFor(() =>
    expect(screen.queryByText('Loading your addresses…')).toBeNull(),
  )

/** The panel with the customer's addresses fetched, as the drawer does on opening. */
async function renderPanel(addresses = [HOME, WORK]) {
  api().on('GET /user/address/get', addressList(addresses))
  const user = userEvent.setup()
  render(
    <>
      <AddressPanel />
      <Popup />
    </>,
  )
  await loadAddresses()
  return user
}

const card = (label: string) =>
  screen.getByRole('heading', { name: label }).closest('li') as HTMLElement

describe('AddressPanel', () => {
  it('says it is loading until the addresses arrive', () => {
    render(<AddressPanel />)

    expect(screen.getByRole('status').textContent).toBe(
      'Loading your addresses…',
    )
  })

  it('lists the addresses, the primary one badged and the first one selected', async () => {
    await renderPanel()

    const home = card('Home')
    const work = card('Work')
    expect(within(home).getByText('Primary')).toBeTruthy()
    expect(within(home).getByText('Selected')).toBeTruthy()
    expect(home.textContent).toContain('12 Lisburn Road')
    expect(home.textContent).toContain('Belfast BT9 6AA')
    expect(within(work).queryByText('Primary')).toBeNull()
    expect(within(work).queryByText('Selected')).toBeNull()
    // The primary address needs no Set as primary.
    expect(
      within(home).queryByRole('button', { name: 'Set as primary' }),
    ).toBeNull()
  })

  it('shows the flat or building on its own line under the street', async () => {
    await renderPanel([
      savedAddress({
        is_primary: true,
        addressLine1: '1 Victoria Square',
        addressLine2: 'Apartment 14',
      }),
    ])

    expect(card('Home').querySelector('p')?.textContent).toBe(
      'Aoife Kelly\n1 Victoria Square\nApartment 14\nBelfast BT9 6AA\n07911123456',
    )
  })

  it('shows a custom label as the customer typed it', async () => {
    await renderPanel([
      savedAddress({ label: "Mum's house", is_primary: true }),
    ])

    expect(screen.getByRole('heading', { name: "Mum's house" })).toBeTruthy()
  })

  it('says so when there are no addresses yet', async () => {
    await renderPanel([])

    expect(screen.getByText('You have no saved addresses yet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add address' })).toBeTruthy()
  })

  it('shows a failed fetch with Retry, which fetches again', async () => {
    expectConsole('error', /address\/get 400/)
    api().on('GET /user/address/get', {
      status: 400,
      body: { status: false },
    })
    const user = userEvent.setup()
    render(<AddressPanel />)
    await loadAddresses()

    expect(screen.getByRole('alert').textContent).toContain(
      'Error fetching addresses',
    )

    api().on('GET /user/address/get', addressList([HOME]))
    await user.click(screen.getByRole('button', { name: 'Retry' }))

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('makes an address primary, which also selects it', async () => {
    const user = await renderPanel()
    api().on(
      'POST /client/address/set_primary',
      addressList([
        { ...HOME, is_primary: false },
        { ...WORK, is_primary: true },
      ]),
    )

    await user.click(
      within(card('Work')).getByRole('button', { name: 'Set as primary' }),
    )

    await waitFor(() =>
      expect(within(card('Work')).getByText('Primary')).toBeTruthy(),
    )
    expect(within(card('Work')).getByText('Selected')).toBeTruthy()
    expect(within(card('Home')).queryByText('Primary')).toBeNull()
    expect(within(card('Home')).queryByText('Selected')).toBeNull()
    expect(api().bodiesOf('POST /client/address/set_primary')).toEqual([
      { id: 'addr-2', is_primary: true },
    ])
    // Primary first: Work moved to the top.
    const titles = screen.getAllByRole('heading', { level: 4 })
    expect(titles.map((title) => title.textContent)).toEqual(['Work', 'Home'])
  })

  it('shows the Error popup when making an address primary fails', async () => {
    expectConsole('error', /set_primary 404/)
    const user = await renderPanel()
    api().on('POST /client/address/set_primary', {
      status: 404,
      body: { status: false, message: 'Address not found' },
    })

    await user.click(
      within(card('Work')).getByRole('button', { name: 'Set as primary' }),
    )

    await expectPopup('Error', 'Address not found')
    expect(within(card('Home')).getByText('Primary')).toBeTruthy()
  })

  it('asks before deleting; Cancel keeps the address and gives Delete the focus back', async () => {
    const user = await renderPanel()

    await user.click(
      within(card('Work')).getByRole('button', { name: 'Delete' }),
    )
    const confirm = within(card('Work')).getByRole('group', {
      name: 'Delete this address?',
    })
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'Cancel' }),
    )

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))

    expect(screen.queryByText('Delete this address?')).toBeNull()
    expect(document.activeElement).toBe(
      within(card('Work')).getByRole('button', { name: 'Delete' }),
    )
    expect(api().bodiesOf('POST /client/address/del')).toEqual([])
  })

  it('deletes an address after Yes', async () => {
    const user = await renderPanel()
    api().on('POST /client/address/del', addressList([HOME]))

    await user.click(
      within(card('Work')).getByRole('button', { name: 'Delete' }),
    )
    await user.click(screen.getByRole('button', { name: 'Yes' }))

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Work' })).toBeNull(),
    )
    expect(api().bodiesOf('POST /client/address/del')).toEqual([
      { address_id: 'addr-2' },
    ])
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add address' }),
    )
  })

  it('keeps the address and says why when deleting fails', async () => {
    expectConsole('error', /address\/del 400/)
    const user = await renderPanel()
    api().on('POST /client/address/del', {
      status: 400,
      body: { status: false },
    })

    await user.click(
      within(card('Work')).getByRole('button', { name: 'Delete' }),
    )
    await user.click(screen.getByRole('button', { name: 'Yes' }))

    await expectPopup('Error', 'Error deleting address')
    expect(screen.getByRole('heading', { name: 'Work' })).toBeTruthy()
  })

  it('adds an address from the form and lists it, selected', async () => {
    const added = savedAddress({
      address_id: 'addr-3',
      label: 'work',
      addressLine1: '5 Ormeau Avenue',
      postcode: 'BT2 8HD',
    })
    const user = await renderPanel([HOME])
    api().on('POST /user/address/add', {
      status: 201,
      body: {
        status: true,
        message: 'Address added successfully!',
        data: added,
      },
    })
    api().on('GET /user/address/get', addressList([HOME, added]))

    await user.click(screen.getByRole('button', { name: 'Add address' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Name' }),
      'Aoife Kelly',
    )
    await user.type(
      screen.getByRole('textbox', { name: 'Address' }),
      '5 Ormeau Avenue',
    )
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Belfast')
    await user.type(
      screen.getByRole('textbox', { name: 'Phone' }),
      '07911123456',
    )
    await user.type(
      screen.getByRole('textbox', { name: 'Postcode' }),
      'BT2 8HD',
    )
    await user.click(screen.getByRole('radio', { name: 'Work' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await expectPopup('Success', 'Address added successfully!', 'success')
    const work = await screen.findByRole('heading', { name: 'Work' })
    const workCard = work.closest('li') as HTMLElement
    expect(within(workCard).getByText('Selected')).toBeTruthy()
    // The focus shows the customer the address just added.
    expect(document.activeElement).toBe(work)
  })

  it('opens the form filled in for Edit, and Cancel goes back to the list', async () => {
    const user = await renderPanel()

    await user.click(within(card('Work')).getByRole('button', { name: 'Edit' }))

    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeTruthy()
    expect(
      (screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement)
        .value,
    ).toBe('1 Donegall Square')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('heading', { name: 'Your addresses' })).toBeTruthy()
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Work' }),
    )
  })

  it('gives Add address the focus back when adding is cancelled', async () => {
    const user = await renderPanel()

    await user.click(screen.getByRole('button', { name: 'Add address' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add address' }),
    )
  })
})
