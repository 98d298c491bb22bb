import { loadShop } from '@food/shared/query'
import {
  orderingTimes,
  serveShop,
  useTestApi,
} from '@food/shared/testing/server'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  acceptedOrder,
  expectOrderPage,
  placedOrder,
  renderCustomerCheckout,
  serveCustomerCheckout,
} from '../../../test/checkout-fixtures'

// The shop's facts with tonight's slots: 20:15 and 20:30 in Belfast (GMT).
const api = useTestApi({
  per: 'test',
  serve: async (server) => {
    await serveCustomerCheckout(server)
    serveShop(server, { times: orderingTimes() })
    await loadShop()
  },
})
const SUBMIT = 'POST /user/order/submit'
const SLOT = '2026-03-04T20:30:00.000Z'

describe('Order for later', () => {
  it('offers as soon as possible with its estimate, or a time later today', async () => {
    const user = userEvent.setup()
    api().on(
      SUBMIT,
      acceptedOrder(placedOrder({ scheduled_for: SLOT, promised_at: SLOT })),
    )
    await renderCustomerCheckout()
    const when = screen.getByRole('group', { name: 'When' })
    expect(
      screen.getByRole('radio', { name: /As soon as possible/ }),
    ).toHaveProperty('checked', true)
    expect(when.textContent).toContain('About 30–45 min')
    expect(when.textContent).toContain('20:15 to 20:30')

    await user.click(screen.getByRole('radio', { name: /Later today/ }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Delivery time' }),
      '20:30',
    )
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    await expectOrderPage()
    const [submit] = api().requests.filter((entry) => entry.route === SUBMIT)
    expect(submit?.body).toMatchObject({ scheduled_for: SLOT })
  })

  it('chooses the time again when the customer switches to collection', async () => {
    const user = userEvent.setup()
    await renderCustomerCheckout()
    await user.click(screen.getByRole('radio', { name: /Later today/ }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Delivery time' }),
      '20:30',
    )
    await user.click(screen.getByRole('radio', { name: /Collection/ }))
    const time = screen.getByRole('combobox', { name: 'Collection time' })
    expect((time as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '20:15',
    )
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('before opening: takes an order for later, with as soon as possible not on offer', async () => {
    const user = userEvent.setup()
    const open = orderingTimes()
    serveShop(api(), {
      isOpen: false,
      message: 'We open today at 16:30.',
      times: orderingTimes({
        delivery: { ...open.delivery, isOpenNow: false },
        collection: { ...open.collection, isOpenNow: false },
      }),
    })
    await loadShop()
    api().on(
      SUBMIT,
      acceptedOrder(placedOrder({ scheduled_for: SLOT, promised_at: SLOT })),
    )
    await renderCustomerCheckout()
    expect(screen.queryByText(/closed and not taking orders/)).toBeNull()
    const asap = screen.getByRole('radio', { name: /As soon as possible/ })
    expect(asap).toHaveProperty('disabled', true)
    expect(screen.getByRole('radio', { name: /Later today/ })).toHaveProperty(
      'checked',
      true,
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Delivery time' }),
      '20:30',
    )
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await expectOrderPage()
    const [submit] = api().requests.filter((entry) => entry.route === SUBMIT)
    expect(submit?.body).toMatchObject({ scheduled_for: SLOT })
  })

  it('closed with no times left tonight: says closed and places nothing', async () => {
    const open = orderingTimes()
    serveShop(api(), {
      isOpen: false,
      message: 'We open tomorrow at 16:30.',
      times: orderingTimes({
        delivery: { ...open.delivery, isOpenNow: false, slots: [] },
        collection: { ...open.collection, isOpenNow: false, slots: [] },
      }),
    })
    await loadShop()
    await renderCustomerCheckout()
    expect(
      screen.getAllByText(
        "We're closed and not taking orders right now. We open tomorrow at 16:30.",
      ).length,
    ).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty(
      'disabled',
      true,
    )
  })
})
