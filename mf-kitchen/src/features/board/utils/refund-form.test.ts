import { describe, expect, it } from 'vitest'
import {
  AMOUNT_INVALID,
  checkRefundAmount,
  refundProblems,
} from './refund-form'

describe('checkRefundAmount', () => {
  it.each([
    ['3.50', { pence: 350 }],
    ['£2', { pence: 200 }],
    [' 0.5 ', { pence: 50 }],
    ['0.01', { pence: 1 }],
    ['3.51', { problem: 'You can refund at most £3.50.' }],
    ['0', { problem: AMOUNT_INVALID }],
    ['0.00', { problem: AMOUNT_INVALID }],
    ['-1', { problem: AMOUNT_INVALID }],
    ['1.234', { problem: AMOUNT_INVALID }],
    ['', { problem: AMOUNT_INVALID }],
    ['two pounds', { problem: AMOUNT_INVALID }],
  ])('%j with £3.50 left → %j', (text, result) => {
    expect(checkRefundAmount(text, 350)).toEqual(result)
  })
})

describe('refundProblems', () => {
  it.each([
    [
      'amount: Refund a whole number of pence, at least 1.',
      { amount: 'Refund a whole number of pence, at least 1.' },
    ],
    [
      'amount: Too small.; reason: At most 200 characters.',
      { amount: 'Too small.', reason: 'At most 200 characters.' },
    ],
    [
      'You can refund at most £3.50 on order 1042.',
      { alert: 'You can refund at most £3.50 on order 1042.' },
    ],
    [
      'Stripe did not answer: nothing was refunded. Try again in a minute.',
      {
        alert:
          'Stripe did not answer: nothing was refunded. Try again in a minute.',
      },
    ],
    ['currency: Not accepted.', { alert: 'currency: Not accepted.' }],
  ])('%s', (message, problems) => {
    expect(refundProblems(message)).toEqual(problems)
  })
})
