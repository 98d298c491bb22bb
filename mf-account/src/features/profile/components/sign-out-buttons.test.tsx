import {
  openProfileDrawer,
  setSession,
  useIsLoggedIn,
} from '@food/shared/store'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { Popup } from '@food/shared/ui'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectPopup } from '../../../test/login-harness'
import { orderList } from '../../../test/order-fixtures'
import { addressList } from '../testing/address-fixtures'
import { ProfileDrawer } from './profile-drawer'

const api = useTestApi()

beforeEach(() => {
  setSession('customer-token')
  api().on('GET /user/address/get', addressList([]))
  api().on('GET /user/order-texts', {
    status: 200,
    body: { status: true, data: { orderTexts: true } },
  })
  api().on('GET /user/order', orderList([]))
})

function SessionProbe() {
  return <p data-testid="session">{useIsLoggedIn() ? 'in' : 'out'}</p>
}

/** The header's name button, the drawer and the page's popup, as in the shell. */
async function openDrawer() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <button type="button" onClick={() => openProfileDrawer()}>
        Open profile
      </button>
      <ProfileDrawer />
      <Popup />
      <SessionProbe />
    </MemoryRouter>,
  )
  await user.click(screen.getByRole('button', { name: 'Open profile' }))
  return { user, dialog: screen.getByRole('dialog') }
}

const session = () => screen.getByTestId('session').textContent
const callsTo = (route: string) =>
  api()
    .requests.filter((r) => r.route === route)
    .map((r) => r.authorization)

describe('Sign out', () => {
  it('ends the session on the server with its token, then signs this browser out', async () => {
    api().on('POST /user/logout', {
      body: { status: true, message: 'You are signed out.' },
    })
    const { user, dialog } = await openDrawer()

    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo('POST /user/logout')).toEqual(['Bearer customer-token'])
    expect(session()).toBe('out')
    expect(localStorage.getItem('food:token')).toBeNull()
  })

  it('signs this browser out even when the server cannot be told', async () => {
    expectConsole('error', /user\/logout 500/)
    api().on('POST /user/logout', { status: 500, body: { status: false } })
    const { user, dialog } = await openDrawer()

    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo('POST /user/logout')).toHaveLength(1)
    expect(session()).toBe('out')
  })
})

describe('Sign out everywhere', () => {
  it('ends every session of the customer, signs this browser out and says how many', async () => {
    api().on('POST /user/logout-all', {
      body: {
        status: true,
        message: 'Signed out on 3 devices.',
        data: { devices: 3 },
      },
    })
    const { user, dialog } = await openDrawer()

    await user.click(
      within(dialog).getByRole('button', { name: 'Sign out everywhere' }),
    )

    await expectPopup('Success', 'Signed out on 3 devices.', 'success')
    expect(callsTo('POST /user/logout-all')).toEqual(['Bearer customer-token'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(session()).toBe('out')
  })

  it('keeps this browser signed in when it fails, and says the other devices may be too', async () => {
    expectConsole('error', /user\/logout-all 500/)
    api().on('POST /user/logout-all', { status: 500, body: { status: false } })
    const { user, dialog } = await openDrawer()
    const button = within(dialog).getByRole('button', {
      name: 'Sign out everywhere',
    })

    await user.click(button)

    await expectPopup(
      'Error',
      'We could not sign you out on your other devices. Please try again.',
    )
    expect(session()).toBe('in')
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(button.getAttribute('aria-disabled')).toBe('false')
  })
})

describe('one sign-out at a time', () => {
  it('sends nothing more for taps while one is on its way, and shows both buttons busy', async () => {
    const held = deferred()
    api().on('POST /user/logout-all', async () => {
      await held.promise
      return {
        body: { status: true, message: 'Signed out on 2 devices.' },
      }
    })
    const { user, dialog } = await openDrawer()
    const everywhere = within(dialog).getByRole('button', {
      name: 'Sign out everywhere',
    })
    const here = within(dialog).getByRole('button', { name: 'Sign out' })

    await user.dblClick(everywhere)
    await user.click(here)

    expect(everywhere.getAttribute('aria-disabled')).toBe('true')
    expect(here.getAttribute('aria-disabled')).toBe('true')
    held.resolve()
    await expectPopup('Success', 'Signed out on 2 devices.', 'success')
    expect(callsTo('POST /user/logout-all')).toHaveLength(1)
    expect(callsTo('POST /user/logout')).toHaveLength(0)
  })
})
