import { expectConsole } from '@food/shared/testing/server'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  COOK,
  OWNER,
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const list = (members = [OWNER, COOK]) => ({
  body: { status: true, data: members },
})

describe('StaffPage', () => {
  it('lists the members, and the owner cannot remove themselves', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/accounts', list())
    renderKitchen('/kitchen/staff')
    expect(await screen.findByText('Sam')).toBeTruthy()
    expect(screen.getByText('Ayla').closest('li')?.textContent).toContain(
      '(you)',
    )
    expect(screen.queryByRole('button', { name: 'Remove Ayla' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Remove Sam' })).toBeTruthy()
  })

  it('adds a member with mobile, name and role', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/accounts', list([OWNER]))
    api().on('POST /staff/accounts', {
      body: {
        status: true,
        message: 'Ciara can now sign in to the kitchen as staff.',
        data: { ...COOK, name: 'Ciara', mobile: '7700900555' },
      },
    })
    const user = renderKitchen('/kitchen/staff')
    await screen.findByText('Ayla')
    await user.click(screen.getByRole('button', { name: 'Add member' }))
    expect(screen.getByRole('alert').textContent).toMatch(/valid 10-digit/)

    await user.type(screen.getByLabelText('Mobile number'), '07700900555')
    await user.type(screen.getByLabelText('Name'), 'Ciara')
    await user.selectOptions(screen.getByLabelText('Role'), 'staff')
    api().on('GET /staff/accounts', list())
    await user.click(screen.getByRole('button', { name: 'Add member' }))
    expect(
      await screen.findByText('Ciara can now sign in to the kitchen as staff.'),
    ).toBeTruthy()
    expect(api().bodiesOf('POST /staff/accounts')).toEqual([
      { mobile: '7700900555', name: 'Ciara', role: 'staff' },
    ])
  })

  it('removes a member only after a second yes', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/accounts', list())
    api().on(`POST /staff/accounts/${COOK.id}/remove`, {
      body: {
        status: true,
        message: 'Sam was removed and signed out.',
        data: COOK,
      },
    })
    const user = renderKitchen('/kitchen/staff')
    await user.click(await screen.findByRole('button', { name: 'Remove Sam' }))
    const ask = screen.getByRole('group', { name: /Remove Sam\?/ })
    await user.click(within(ask).getByRole('button', { name: 'Keep' }))
    expect(api().bodiesOf(`POST /staff/accounts/${COOK.id}/remove`)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Remove Sam' }))
    api().on('GET /staff/accounts', list([OWNER]))
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect(
      await screen.findByText('Sam was removed and signed out.'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Sam')).toBeNull())
  })

  it("shows the server's refusal", async () => {
    expectConsole('error', /remove 409/)
    signedInWith(api(), [])
    api().on('GET /staff/accounts', list())
    api().on(`POST /staff/accounts/${COOK.id}/remove`, {
      status: 409,
      body: { status: false, message: 'The last owner cannot be removed.' },
    })
    const user = renderKitchen('/kitchen/staff')
    await user.click(await screen.findByRole('button', { name: 'Remove Sam' }))
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The last owner cannot be removed.',
    )
  })
})
