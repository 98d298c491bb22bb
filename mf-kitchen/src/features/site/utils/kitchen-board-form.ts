import { isApiError } from '@food/shared/api'
import { ERROR_CODES, type OwnerKitchenSettings } from '@food/shared/types'
import { splitRefusal } from '../../../lib/server-refusal'

// The Kitchen board section's form: minutes as typed, and the server's refusals by field.

type Field = keyof OwnerKitchenSettings
/** The settings as the form holds them: the minutes as typed. */
export type Form = Omit<
  OwnerKitchenSettings,
  'alertAfterMinutes' | 'rejectAfterMinutes' | 'defaultReadyMinutes'
> & {
  alertAfterMinutes: string
  rejectAfterMinutes: string
  defaultReadyMinutes: string
}

export const toForm = (settings: OwnerKitchenSettings): Form => ({
  ...settings,
  alertAfterMinutes: String(settings.alertAfterMinutes),
  rejectAfterMinutes: String(settings.rejectAfterMinutes),
  defaultReadyMinutes: String(settings.defaultReadyMinutes),
})

/** What was typed, as sent; the server says what is wrong with it, by the field. */
const minutes = (text: string) => Number(text.trim())

export const fromForm = (form: Form): OwnerKitchenSettings => ({
  ...form,
  alertAfterMinutes: minutes(form.alertAfterMinutes),
  rejectAfterMinutes: minutes(form.rejectAfterMinutes),
  defaultReadyMinutes: minutes(form.defaultReadyMinutes),
})

/** The server's refusal by field (its 400 names each), to show next to each. */
export function fieldErrors(
  error: Error | null,
): Partial<Record<Field, string>> {
  if (!isApiError(error) || error.code !== ERROR_CODES.VALIDATION_ERROR) {
    return {}
  }
  const found: Partial<Record<Field, string>> = {}
  for (const { path, text } of splitRefusal(error.message)) {
    const [field = ''] = path
    if (field) found[field as Field] ??= text
  }
  return found
}
