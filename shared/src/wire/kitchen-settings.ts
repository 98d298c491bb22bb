import {
  KITCHEN_SETTING_LIMITS,
  MAX_READY_MINUTES,
  MIN_READY_MINUTES,
  RING_SOUNDS,
} from '../types/kitchen'
import { z } from '../validation/zod'

const { alertAfterMax, rejectAfterMax, ringVolumeMax } = KITCHEN_SETTING_LIMITS

const wholeMinutes = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number of minutes.` })
    .int(`${what} must be a whole number of minutes.`)
    .min(min, `${what} must be ${min} to ${max} minutes.`)
    .max(max, `${what} must be ${min} to ${max} minutes.`)

/** What the owner sets for the board (without auto-print, which the printer section sets). */
const ownerKitchenSettings = z.object({
  alertAfterMinutes: wholeMinutes('Flag after', 1, alertAfterMax).describe(
    'Minutes an unanswered order rings before it is flagged',
  ),
  rejectAfterMinutes: wholeMinutes('Reject after', 2, rejectAfterMax).describe(
    'Minutes after which an unanswered order is rejected',
  ),
  autoAccept: z
    .boolean({ error: 'autoAccept must be true or false' })
    .describe('New orders are accepted at once with the default ready time'),
  defaultReadyMinutes: wholeMinutes(
    'The default ready time',
    MIN_READY_MINUTES,
    MAX_READY_MINUTES,
  ).describe('The quote the accept dialog offers first, and auto-accept uses'),
  ringSound: z.enum(RING_SOUNDS, {
    error: `The ring must be one of ${RING_SOUNDS.join(', ')}.`,
  }),
  ringVolume: z
    .number({
      error: `The volume must be a whole number from 0 to ${ringVolumeMax}.`,
    })
    .int(`The volume must be a whole number from 0 to ${ringVolumeMax}.`)
    .min(0, `The volume must be a whole number from 0 to ${ringVolumeMax}.`)
    .max(
      ringVolumeMax,
      `The volume must be a whole number from 0 to ${ringVolumeMax}.`,
    )
    .describe('0 is silent (the card still flashes)'),
})

/** PUT /staff/kitchen-settings (owner): all of them together; rejecting comes after flagging. */
export const kitchenSettingsBody = ownerKitchenSettings.refine(
  (body) => body.rejectAfterMinutes > body.alertAfterMinutes,
  {
    path: ['rejectAfterMinutes'],
    message: 'Reject after must be more minutes than Flag after.',
  },
)

/** GET and PUT /staff/kitchen-settings: the owner's kitchen settings as stored. */
export const kitchenSettingsReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: ownerKitchenSettings.meta({ id: 'OwnerKitchenSettings' }),
})

export type OwnerKitchenSettings = z.infer<typeof ownerKitchenSettings>
