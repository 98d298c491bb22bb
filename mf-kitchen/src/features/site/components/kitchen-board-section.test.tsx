import { expectConsole } from '@food/shared/testing/server'
import type { OwnerKitchenSettings } from '@food/shared/types'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'
import {
  forgetRung,
  rang,
  recordAudio,
  stopRecordingAudio,
} from '../../../test/recording-audio'

const api = useKitchenApi()

const STORED: OwnerKitchenSettings = {
  alertAfterMinutes: 5,
  rejectAfterMinutes: 10,
  autoAccept: false,
  defaultReadyMinutes: 20,
  ringSound: 'beep',
  ringVolume: 40,
}

const reply = (data: unknown, message = '') => ({
  body: { status: true, message, data },
})

const field = (name: string) =>
  screen.getByRole('textbox', { name }) as HTMLInputElement
const volume = () =>
  screen.getByRole('slider', { name: 'Ring volume' }) as HTMLInputElement

async function open(stored = STORED) {
  signedInWith(api(), [])
  api().on('GET /staff/kitchen-settings', reply(stored))
  const user = renderKitchen('/kitchen/site/kitchen')
  await screen.findByRole('checkbox', {
    name: 'Accept new orders automatically',
  })
  return user
}

afterEach(stopRecordingAudio)

describe('the owner’s Kitchen board settings', () => {
  it('shows what is stored and saves the changes together', async () => {
    const user = await open()
    expect(field('Default ready time (minutes)').value).toBe('20')
    expect(field('Flag an unanswered order after (minutes)').value).toBe('5')
    expect(field('Reject an unanswered order after (minutes)').value).toBe('10')
    expect(
      (screen.getByRole('radio', { name: /^Beep/ }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    expect(volume().value).toBe('40')

    const wanted = {
      ...STORED,
      autoAccept: true,
      defaultReadyMinutes: 15,
      ringSound: 'chime' as const,
    }
    api().on(
      'PUT /staff/kitchen-settings',
      reply(
        wanted,
        'The kitchen board settings are saved: open boards use them now.',
      ),
    )
    await user.click(
      screen.getByRole('checkbox', { name: 'Accept new orders automatically' }),
    )
    await user.clear(field('Default ready time (minutes)'))
    await user.type(field('Default ready time (minutes)'), '15')
    await user.click(screen.getByRole('radio', { name: /^Chime/ }))
    await user.click(
      screen.getByRole('button', { name: 'Save the kitchen board settings' }),
    )

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The kitchen board settings are saved: open boards use them now.',
      ),
    )
    expect(api().bodiesOf('PUT /staff/kitchen-settings')).toEqual([wanted])
  })

  it('shows the server’s refusal next to its field and keeps what was typed', async () => {
    expectConsole('error', /kitchen-settings 400/)
    const user = await open()
    api().on('PUT /staff/kitchen-settings', {
      status: 400,
      body: {
        status: false,
        code: 'VALIDATION_ERROR',
        message:
          'rejectAfterMinutes: Reject after must be more minutes than Flag after.',
      },
    })
    const reject = field('Reject an unanswered order after (minutes)')
    await user.clear(reject)
    await user.type(reject, '4')
    await user.click(
      screen.getByRole('button', { name: 'Save the kitchen board settings' }),
    )

    expect(
      await screen.findByText(
        'Reject after must be more minutes than Flag after.',
      ),
    ).toBeTruthy()
    expect(reject.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct the errors before submitting.',
    )
    expect(reject.value).toBe('4')
    expect(api().bodiesOf('PUT /staff/kitchen-settings')).toEqual([
      { ...STORED, rejectAfterMinutes: 4 },
    ])
  })

  it('plays the chosen ring at the chosen volume, and nothing at 0', async () => {
    recordAudio()
    const user = await open({ ...STORED, ringSound: 'bell', ringVolume: 60 })
    await user.click(screen.getByRole('button', { name: 'Play' }))
    await waitFor(() => expect(rang()).toHaveLength(2))
    expect(rang()).toEqual([
      { wave: 'triangle', frequency: 660, peak: 0.6 },
      { wave: 'sine', frequency: 990, peak: 0.6 },
    ])

    forgetRung()
    await user.click(screen.getByRole('radio', { name: /^Beep/ }))
    // happy-dom does not move a slider by keys: the change a drag makes.
    fireEvent.change(volume(), { target: { value: '0' } })
    expect(
      screen.getByText('Silent: new orders still flash on the board.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(rang()).toEqual([])
  })
})
