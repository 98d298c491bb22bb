import type { FormObject, FormValue } from './form-body'
import { formatMoney, minimumCharge } from './money'
import type { LineItem, Metadata } from './objects'
import {
  paramName,
  readAbsoluteUrl,
  readHash,
  readInteger,
  readList,
  readMetadata,
  readString,
  rejectUnknown,
  requireString,
} from './params'
import { invalidRequest, missingParam } from './stripe-error'

/** What POST /v1/checkout/sessions asked for, checked as Stripe checks it. */
export type SessionDraft = {
  lineItems: LineItem[]
  currency: string
  successUrl: string
  cancelUrl: string | null
  clientReferenceId: string | null
  customerEmail: string | null
  metadata: Metadata
  expiresAt: number
  paymentIntent: { metadata: Metadata; description: string | null }
}

// Real Checkout parameters the fake accepts without acting on them.
const IGNORED = [
  'expand',
  'locale',
  'payment_method_types',
  'phone_number_collection',
  'billing_address_collection',
  'customer_creation',
  'submit_type',
  'custom_text',
]
const KNOWN = [
  ...IGNORED,
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'customer_email',
  'metadata',
  'payment_intent_data',
  'expires_at',
]
const MINUTE = 60

export function readCheckoutParams(
  params: FormObject,
  now: number,
): SessionDraft {
  rejectUnknown(params, KNOWN)
  const mode = requireString(params.mode, 'mode')
  if (mode !== 'payment') {
    throw invalidRequest('The fake Stripe supports mode=payment only.', 'mode')
  }
  const lineItems = readList(params.line_items, 'line_items')
  if (lineItems.length === 0) throw missingParam('line_items')
  const priced = lineItems.map((item, index) => readLineItem(item, index))
  const currency = oneCurrency(priced.map((line) => line.currency))
  const total = totalOf(priced)
  if (total < minimumCharge(currency)) {
    const least = formatMoney(minimumCharge(currency), currency)
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least ${least}`,
      'line_items',
    )
  }
  return {
    lineItems: priced.map(({ currency: _, ...line }) => line),
    currency,
    successUrl: requireUrl(params.success_url, 'success_url'),
    cancelUrl: readAbsoluteUrl(params.cancel_url, 'cancel_url'),
    clientReferenceId: readReference(params.client_reference_id),
    customerEmail: readString(params.customer_email, 'customer_email'),
    metadata: readMetadata(params.metadata, 'metadata'),
    expiresAt: readExpiresAt(params.expires_at, now),
    paymentIntent: readPaymentIntentData(params.payment_intent_data),
  }
}

/** What the lines add up to, before anything changes it. */
export const totalOf = (lines: LineItem[]) =>
  lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)

function readLineItem(value: FormValue, index: number) {
  const param = paramName('line_items', index)
  const item = readHash(value, param)
  rejectUnknown(item, ['price', 'price_data', 'quantity'], param)
  if (item.price !== undefined) {
    throw invalidRequest(
      'The fake Stripe has no Prices: give price_data instead.',
      paramName(param, 'price'),
    )
  }
  const priceParam = paramName(param, 'price_data')
  if (item.price_data === undefined) throw missingParam(priceParam)
  const quantityParam = paramName(param, 'quantity')
  const quantity = readInteger(item.quantity, quantityParam, 1)
  return {
    ...readPriceData(item.price_data, priceParam),
    quantity: required(quantity, quantityParam),
  }
}

function readPriceData(value: FormValue, param: string) {
  const price = readHash(value, param)
  const priceKeys = ['currency', 'unit_amount', 'product_data', 'tax_behavior']
  rejectUnknown(price, priceKeys, param)
  const productParam = paramName(param, 'product_data')
  const product = readHash(price.product_data, productParam)
  const productKeys = ['name', 'description', 'images', 'metadata', 'tax_code']
  rejectUnknown(product, productKeys, productParam)
  const currencyParam = paramName(param, 'currency')
  const currency = requireString(price.currency, currencyParam).toLowerCase()
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${currency}`, currencyParam)
  }
  const amountParam = paramName(param, 'unit_amount')
  const unitAmount = readInteger(price.unit_amount, amountParam, 0)
  const descriptionParam = paramName(productParam, 'description')
  return {
    currency,
    name: requireString(product.name, paramName(productParam, 'name')),
    description: readString(product.description, descriptionParam),
    unitAmount: required(unitAmount, amountParam),
  }
}

function required<T>(value: T | null, param: string): T {
  if (value === null) throw missingParam(param)
  return value
}

function requireUrl(value: FormValue | undefined, param: string) {
  return required(readAbsoluteUrl(value, param), param)
}

function oneCurrency(currencies: string[]) {
  const [first = 'gbp'] = currencies
  const other = currencies.findIndex((currency) => currency !== first)
  if (other >= 0) {
    throw invalidRequest(
      'All line items in a Checkout Session must have the same currency.',
      `line_items[${other}][price_data][currency]`,
    )
  }
  return first
}

function readReference(value: FormValue | undefined) {
  const reference = readString(value, 'client_reference_id')
  if (reference !== null && reference.length > 200) {
    throw invalidRequest(
      'client_reference_id can have up to 200 characters.',
      'client_reference_id',
    )
  }
  return reference
}

// Stripe lets a session live between 30 minutes and 24 hours; 24 hours when not given.
function readExpiresAt(value: FormValue | undefined, now: number) {
  const expiresAt = readInteger(value, 'expires_at', 0)
  if (expiresAt === null) return now + 24 * 60 * MINUTE
  if (expiresAt < now + 30 * MINUTE) {
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    )
  }
  if (expiresAt > now + 24 * 60 * MINUTE) {
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    )
  }
  return expiresAt
}

function readPaymentIntentData(value: FormValue | undefined) {
  const param = 'payment_intent_data'
  const data = readHash(value, param)
  const known = ['metadata', 'description', 'statement_descriptor_suffix']
  rejectUnknown(data, known, param)
  return {
    metadata: readMetadata(data.metadata, paramName(param, 'metadata')),
    description: readString(data.description, paramName(param, 'description')),
  }
}
