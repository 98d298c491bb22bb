import {
  ADDRESS_LABELS,
  type AddressFormValues,
  addressLabelValue,
  isPlainText,
  normalisePostcode,
  validateAddressForm,
} from '@food/shared/validation'
import { z } from 'zod'
import type { AddressInput } from './address.types'

// The body goes through the shared form rules, so the API answers with exactly the texts the
// address form shows (SPEC section 5). Only the control-character rule is the API's own: no
// form can type one, and PostgreSQL text cannot even hold a NUL.
const PLAIN_TEXT_MESSAGE = 'Please use plain text only.'

// Missing or null reads as empty, so it gets the form's own "is required" text.
const text = z
  .string({ error: 'must be text' })
  .trim()
  .nullish()
  .transform((value) => value ?? '')

// The optional second line. Left out, it stays undefined: an update from a client that does
// not know the field (an older page still open) keeps the line saved instead of wiping it.
const optionalText = z
  .string({ error: 'must be text' })
  .trim()
  .nullish()
  .transform((value) => (value === null ? '' : value))

/** The address fields of add and update, as the body carries them. */
export const addressFieldsShape = {
  name: text,
  addressLine1: text,
  addressLine2: optionalText.describe(
    'Flat, building: optional, 30 characters at most; left out on update, it is kept',
  ),
  city: text,
  Phone: text.describe('10 digits, or 0 and 10 digits'),
  postcode: text.describe(
    'A Belfast postcode, BT1 to BT17; saved as "BT7 2FY"',
  ),
  label: text.describe(
    'home, work, or others with customLabel; any other text is the custom label itself',
  ),
  customLabel: text.describe('The label’s text when label is others'),
}

type BodyField = keyof typeof addressFieldsShape
type Body = Record<Exclude<BodyField, 'addressLine2'>, string> & {
  addressLine2: string | undefined
}

const isPresetLabel = (label: string): label is AddressFormValues['label'] =>
  (ADDRESS_LABELS as readonly string[]).includes(label)

/**
 * The form's values for a body. A label that is not home, work or others is the custom text
 * itself (what the client's addressLabelValue sends), so it is checked as the custom label.
 */
function toFormValues(body: Body): AddressFormValues {
  const fields = { ...body, addressLine2: body.addressLine2 ?? '' }
  return isPresetLabel(body.label)
    ? { ...fields, label: body.label }
    : { ...fields, label: 'others', customLabel: body.label }
}

/** The message for each bad body field, in form order; custom text in label is checked there. */
function fieldMessages(body: Body, values: AddressFormValues) {
  const formErrors = validateAddressForm(values)
  const isCustomTextInLabel = !isPresetLabel(body.label)
  const messageFor = (field: BodyField) => {
    if (!isPlainText(body[field] ?? '')) return PLAIN_TEXT_MESSAGE
    if (!isCustomTextInLabel) return formErrors[field]
    // The form checked label's text as the custom label; body.customLabel is not used.
    if (field === 'label') return formErrors.customLabel
    return field === 'customLabel' ? undefined : formErrors[field]
  }
  return (Object.keys(addressFieldsShape) as BodyField[]).flatMap((field) => {
    const message = messageFor(field)
    return message ? [{ field, message }] : []
  })
}

/**
 * Checks the fields by the shared rules, adding one issue per bad field, and returns them ready
 * to store (trimmed, postcode normalised, label resolved).
 */
export function readAddressFields(
  body: Body,
  ctx: z.RefinementCtx,
): AddressInput {
  const values = toFormValues(body)
  for (const { field, message } of fieldMessages(body, values)) {
    ctx.addIssue({ code: 'custom', path: [field], message })
  }
  return {
    name: values.name,
    addressLine1: values.addressLine1,
    // Undefined (not sent) on an update keeps the saved line.
    addressLine2: body.addressLine2,
    city: values.city,
    postcode: normalisePostcode(values.postcode),
    Phone: values.Phone,
    label: addressLabelValue(values),
  }
}
