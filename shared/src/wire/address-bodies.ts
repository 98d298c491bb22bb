import { ADDRESS_LABELS } from '../types/constants'
import {
  type AddressFormValues,
  addressLabelValue,
  validateAddressForm,
} from '../validation/address'
import { isPlainText } from '../validation/plain-text'
import { normalisePostcode } from '../validation/postcode'
import { z } from '../validation/zod'
import type { OrderAddress } from './address'

// The bodies of the customer's address calls. They live apart from address.ts because they
// use the address form's rules (validation/address.ts), which read address.ts's types.

/**
 * An address that passed the form rules, ready to store (postcode normalised, label resolved).
 * addressLine2: '' for none; undefined (not sent): a new address has none, an update keeps its own.
 */
export type AddressInput = Omit<OrderAddress, 'addressLine2'> & {
  addressLine2: string | undefined
}

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
const addressFieldsShape = {
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
function readAddressFields(body: Body, ctx: z.RefinementCtx): AddressInput {
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

// Address ids are uuids, but any text is taken here: one that is not a uuid is answered like an
// unknown id (404), so a caller cannot tell a malformed id from someone else's.
const addressId = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform(String)
    .pipe(z.string().trim().min(1, `${field} is required`))
    .describe('The address_id (also _id) of one of the customer’s addresses')

/** POST /user/address/add: a new address. */
export const addAddressBody = z
  .object(addressFieldsShape)
  .transform(readAddressFields)

/** POST /client/address/update: one address's new fields. */
export const updateAddressBody = z
  .object({ address_id: addressId('address_id'), ...addressFieldsShape })
  .transform(({ address_id, ...fields }, ctx) => ({
    address_id,
    address: readAddressFields(fields, ctx),
  }))

/** POST /client/address/del: the address to delete. */
export const deleteAddressBody = z.object({
  address_id: addressId('address_id'),
})

/** POST /client/address/set_primary: the address to make the primary one. */
export const setPrimaryBody = z.object({
  id: addressId('id'),
  is_primary: z
    .boolean({ error: 'is_primary must be true or false' })
    .describe(
      'true makes this the primary address; false is refused on the primary itself',
    ),
})

/** An address as the client sends it to add or update; `label` is home, work or the customer's own text. */
export type AddressPayload = z.input<typeof addAddressBody>
export type UpdateAddressBody = z.input<typeof updateAddressBody>
export type DeleteAddressBody = z.input<typeof deleteAddressBody>
export type SetPrimaryBody = z.input<typeof setPrimaryBody>
