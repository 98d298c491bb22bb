import { deferred, expectConsole } from '@food/shared/testing/server'
import type { StaffOrder } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  COOK,
  openBoard,
  openFinished,
  paidOnlineOrder,
  SERVER_TIME,
  signedInWith,
  staffOrder,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const REFUND = 'POST /staff/orders/1042/refund'
const card = (number: string) =>
  screen.getByRole('article', { name: `Order ${number}` })
const refundButton = (number: string) =>
  within(card(number)).queryByRole('button', { name: 'Refund…' })

/** A delivered order paid online: £25.50 taken, £22.00 already given back, £3.50 left. */
const partlyRefunded = (overrides: Partial<StaffOrder> = {}) =>
  paidOnlineOrder({
    order_status: 'delivered',
    next_status: null,
    acknowledgedAt: SERVER_TIME,
    refunded_amount: 2200,
    ...overrides,
  })

const refundedReply = (order: StaffOrder, amount: number) => ({
  body: {
    status: true,
    message: `Refunded £${(amount / 100).toFixed(2)} on order ${order.order_id}.`,
    data: {
      ...order,
      refunded_amount: (order.refunded_amount ?? 0) + amount,
    },
  },
})

describe('Refund', () => {
  it('is offered to the owner only on orders paid online with money left, finished ones too', async () => {
    signedInWith(api(), [
      paidOnlineOrder({ order_id: '1001' }),
      partlyRefunded({ order_id: '1002' }),
      paidOnlineOrder({
        order_id: '1003',
        order_status: 'rejected',
        refunded_amount: 2550,
      }),
      staffOrder({ order_id: '1004' }),
    ])
    await openFinished(await openBoard())

    expect(refundButton('1001')).toBeTruthy()
    expect(refundButton('1002')).toBeTruthy()
    expect(refundButton('1003')).toBeNull()
    expect(refundButton('1004')).toBeNull()
  })

  it('is not offered to staff', async () => {
    signedInWith(api(), [paidOnlineOrder()], COOK)
    await openFinished(await openBoard())
    expect(within(card('1042')).getByText('Paid online £25.50')).toBeTruthy()
    expect(refundButton('1042')).toBeNull()
  })

  it('refunds what is left by default: pence, the reason and an Idempotency-Key', async () => {
    const order = partlyRefunded()
    signedInWith(api(), [order])
    api().on(REFUND, refundedReply(order, 350))
    const user = await openBoard()
    await openFinished(user)

    await user.click(refundButton('1042') as HTMLElement)
    const dialog = screen.getByRole('dialog', { name: 'Refund order 1042' })
    const amount = within(dialog).getByLabelText('Amount to refund (£)')
    expect((amount as HTMLInputElement).value).toBe('3.50')
    expect(amount.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(dialog).getByText('Up to £3.50')).toBeTruthy()
    await user.type(
      within(dialog).getByLabelText('Reason (optional)'),
      'Cold chips',
    )
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund £3.50' }),
    )

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf(REFUND)).toEqual([
      { amount: 350, reason: 'Cold chips' },
    ])
    const key = api().requests.find((r) => r.route === REFUND)?.headers[
      'idempotency-key'
    ]
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(within(card('1042')).getByRole('status').textContent).toBe(
      'Refunded £3.50 on order 1042.',
    )
    expect(
      within(card('1042')).getByText('Refunded £25.50 (in full)'),
    ).toBeTruthy()
    // Nothing is left to give back.
    expect(refundButton('1042')).toBeNull()
  })

  it('sends one refund for a double tap', async () => {
    const order = partlyRefunded()
    signedInWith(api(), [order])
    const held = deferred()
    api().on(REFUND, async () => {
      await held.promise
      return refundedReply(order, 350)
    })
    const user = await openBoard()
    await openFinished(user)

    await user.click(refundButton('1042') as HTMLElement)
    const dialog = screen.getByRole('dialog', { name: 'Refund order 1042' })
    const submit = within(dialog).getByRole('button', { name: 'Refund £3.50' })
    await user.click(submit)
    await user.click(submit)
    held.resolve()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf(REFUND)).toHaveLength(1)
  })

  it('checks the amount before sending it', async () => {
    signedInWith(api(), [partlyRefunded()])
    const user = await openBoard()
    await openFinished(user)

    await user.click(refundButton('1042') as HTMLElement)
    const dialog = screen.getByRole('dialog', { name: 'Refund order 1042' })
    const amount = within(dialog).getByLabelText('Amount to refund (£)')
    await user.clear(amount)
    await user.type(amount, '4')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(
      within(dialog).getByText('You can refund at most £3.50.'),
    ).toBeTruthy()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(amount)

    await user.clear(amount)
    await user.type(amount, '1.255')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(
      within(dialog).getByText(
        'Enter an amount in pounds and pence above zero, like 3.50.',
      ),
    ).toBeTruthy()
    expect(api().bodiesOf(REFUND)).toEqual([])
  })

  it('shows the server’s refusal in the dialog, and retries with the same key', async () => {
    const order = partlyRefunded()
    signedInWith(api(), [order])
    expectConsole('error', /refund 502/)
    api().on(REFUND, {
      status: 502,
      body: {
        status: false,
        code: 'PAYMENT_PROVIDER_ERROR',
        message:
          'Stripe did not answer: nothing was refunded. Try again in a minute.',
      },
    })
    const user = await openBoard()
    await openFinished(user)

    await user.click(refundButton('1042') as HTMLElement)
    const dialog = screen.getByRole('dialog', { name: 'Refund order 1042' })
    const submit = within(dialog).getByRole('button', { name: 'Refund £3.50' })
    await user.click(submit)
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Stripe did not answer: nothing was refunded. Try again in a minute.',
    )

    api().on(REFUND, refundedReply(order, 350))
    await user.click(submit)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const keys = api()
      .requests.filter((r) => r.route === REFUND)
      .map((r) => r.headers['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('shows a refusal naming the amount under it, and a new opening sends a new key', async () => {
    const order = paidOnlineOrder()
    signedInWith(api(), [order])
    expectConsole('error', /refund 400/)
    api().on(REFUND, {
      status: 400,
      body: {
        status: false,
        code: 'VALIDATION_ERROR',
        message: 'amount: Refund a whole number of pence, at least 1.',
      },
    })
    const user = await openBoard()
    await openFinished(user)

    await user.click(refundButton('1042') as HTMLElement)
    let dialog = screen.getByRole('dialog', { name: 'Refund order 1042' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund £25.50' }),
    )
    expect(
      await within(dialog).findByText(
        'Refund a whole number of pence, at least 1.',
      ),
    ).toBeTruthy()
    expect(
      within(dialog)
        .getByLabelText('Amount to refund (£)')
        .getAttribute('aria-invalid'),
    ).toBe('true')
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))

    await user.click(refundButton('1042') as HTMLElement)
    dialog = screen.getByRole('dialog', { name: 'Refund order 1042' })
    // A new opening starts clean.
    expect(within(dialog).queryByText(/whole number of pence/)).toBeNull()
    api().on(REFUND, refundedReply(order, 2550))
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund £25.50' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const keys = api()
      .requests.filter((r) => r.route === REFUND)
      .map((r) => r.headers['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
  })
})
