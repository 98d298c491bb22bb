import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const PRINTER = { address: '192.168.1.50:9100', model: 'epson-tm-m30iii' }

const reply = (data: unknown, message = '') => ({
  body: { status: true, message, data },
})

const checkbox = () =>
  screen.getByRole('checkbox', {
    name: 'Print each order’s ticket when it is accepted',
  }) as HTMLInputElement

describe('the owner’s Kitchen printer settings', () => {
  it('names the printer and switches auto-print on, saved at once', async () => {
    signedInWith(api(), [])
    api().on(
      'GET /staff/printing',
      reply({ autoPrint: false, printer: PRINTER }),
    )
    api().on(
      'POST /staff/printing',
      reply(
        { autoPrint: true, printer: PRINTER },
        'Each order’s ticket now prints when it is accepted.',
      ),
    )
    const user = renderKitchen('/kitchen/site/printer')
    expect(
      await screen.findByText(
        'Tickets print on the epson-tm-m30iii at 192.168.1.50:9100.',
      ),
    ).toBeTruthy()
    expect(checkbox().checked).toBe(false)

    await user.click(checkbox())

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Each order’s ticket now prints when it is accepted.',
      ),
    )
    expect(checkbox().checked).toBe(true)
    expect(api().bodiesOf('POST /staff/printing')).toEqual([
      { autoPrint: true },
    ])
  })

  it('says tickets print from the browser when the API has no printer', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/printing', reply({ autoPrint: true, printer: null }))
    renderKitchen('/kitchen/site/printer')
    expect(
      await screen.findByText(
        'No kitchen printer is set up: tickets print from the tablet’s browser.',
      ),
    ).toBeTruthy()
    expect(checkbox().checked).toBe(true)
  })
})
