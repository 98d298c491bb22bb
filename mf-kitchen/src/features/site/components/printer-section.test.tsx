import { expectConsole } from '@food/shared/testing/server'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const PRINTER = { address: '192.168.1.50:9100', model: 'epson-tm-m30iii' }
const MODELS = [
  { id: 'epson-tm-m30iii', name: 'Epson TM-m30III' },
  { id: 'star-tsp100iv', name: 'Star TSP100IV' },
]
const settings = (overrides: object = {}) => ({
  autoPrint: false,
  printer: PRINTER,
  model: PRINTER.model,
  models: MODELS,
  ...overrides,
})

const reply = (data: unknown, message = '') => ({
  body: { status: true, message, data },
})

const checkbox = () =>
  screen.getByRole('checkbox', {
    name: 'Print each order’s ticket when it is accepted',
  }) as HTMLInputElement
const address = () =>
  screen.getByRole('textbox', { name: 'Printer’s address' }) as HTMLInputElement
const model = () =>
  screen.getByRole('combobox', { name: 'Model' }) as HTMLSelectElement
const section = () => screen.getByRole('region', { name: 'Kitchen printer' })

async function open(stored = settings()) {
  signedInWith(api(), [])
  api().on('GET /staff/printing', reply(stored))
  const user = renderKitchen('/kitchen/site/printer')
  await screen.findByRole('textbox', { name: 'Printer’s address' })
  return user
}

describe('the owner’s Kitchen printer settings', () => {
  it('names the printer and switches auto-print on, saved at once', async () => {
    api().on(
      'POST /staff/printing',
      reply(
        settings({ autoPrint: true }),
        'Each order’s ticket now prints when it is accepted.',
      ),
    )
    const user = await open()
    expect(
      screen.getByText(
        'Tickets print on the Epson TM-m30III at 192.168.1.50:9100.',
      ),
    ).toBeTruthy()
    expect(address().value).toBe('192.168.1.50:9100')
    expect(model().value).toBe('epson-tm-m30iii')
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

  it('says tickets print from the browser when no printer is set, and offers no test page', async () => {
    await open(settings({ autoPrint: true, printer: null }))
    expect(
      screen.getByText(
        'No kitchen printer is set up: tickets print from the tablet’s browser.',
      ),
    ).toBeTruthy()
    expect(address().value).toBe('')
    expect(checkbox().checked).toBe(true)
    expect(
      screen.queryByRole('button', { name: 'Print a test page' }),
    ).toBeNull()
  })

  it('saves the address typed from the test slip and the model chosen by name', async () => {
    const saved = { address: '10.0.0.7:9100', model: 'star-tsp100iv' }
    api().on(
      'PUT /staff/printer',
      reply(
        settings({ printer: saved, model: saved.model }),
        'Tickets now print on the Star TSP100IV at 10.0.0.7:9100.',
      ),
    )
    const user = await open(settings({ printer: null }))
    await user.type(address(), '10.0.0.7')
    await user.selectOptions(model(), 'Star TSP100IV')
    await user.click(screen.getByRole('button', { name: 'Save the printer' }))

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Tickets now print on the Star TSP100IV at 10.0.0.7:9100.',
      ),
    )
    expect(api().bodiesOf('PUT /staff/printer')).toEqual([
      { address: '10.0.0.7', model: 'star-tsp100iv' },
    ])
    expect(
      screen.getByText('Tickets print on the Star TSP100IV at 10.0.0.7:9100.'),
    ).toBeTruthy()
    expect(address().value).toBe('10.0.0.7:9100')
  })

  it('shows the server’s refusal at the address and keeps what was typed', async () => {
    expectConsole('error', /printer 400/)
    const message =
      'Enter the printer’s address as on its test slip, like 192.168.1.50 or 192.168.1.50:9100.'
    api().on('PUT /staff/printer', {
      status: 400,
      body: { status: false, code: 'PRINTER_ADDRESS_INVALID', message },
    })
    const user = await open()
    await user.clear(address())
    await user.type(address(), 'tcp://192.168.1.50')
    await user.selectOptions(model(), 'Star TSP100IV')
    await user.click(screen.getByRole('button', { name: 'Save the printer' }))

    expect(await screen.findByText(message)).toBeTruthy()
    expect(address().getAttribute('aria-invalid')).toBe('true')
    expect(address().getAttribute('aria-describedby')).toContain('error')
    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct the errors before submitting.',
    )
    expect(address().value).toBe('tcp://192.168.1.50')
    expect(model().value).toBe('star-tsp100iv')
  })

  it('prints a test page and says in place that it printed', async () => {
    api().on(
      'POST /staff/printer/test',
      reply(
        { printed: true },
        'The test page printed on the printer at 192.168.1.50:9100.',
      ),
    )
    const user = await open()
    await user.click(screen.getByRole('button', { name: 'Print a test page' }))

    const said = await within(section()).findByText(
      'The test page printed on the printer at 192.168.1.50:9100.',
    )
    expect(said.getAttribute('role')).toBe('status')
    expect(api().bodiesOf('POST /staff/printer/test')).toHaveLength(1)
  })

  it('says why a test page did not print, as an alert', async () => {
    const sentence =
      'The test page did not print: The printer at 192.168.1.50:9100 refused the connection: check it is switched on and on the network.'
    api().on('POST /staff/printer/test', reply({ printed: false }, sentence))
    const user = await open()
    await user.click(screen.getByRole('button', { name: 'Print a test page' }))

    expect((await screen.findByRole('alert')).textContent).toBe(sentence)
  })
})
