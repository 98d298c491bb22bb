import {
  type ValidationFailure,
  validateEmail,
  validateMobile,
  validateOtp,
  validateSignupName,
} from '@food/shared/validation'
import { useState } from 'react'
import type { FormMode } from '../utils/mode-after-send-error'

/** The login flow's fields that carry a message of their own. */
export type LoginField = 'mobile' | 'name' | 'email' | 'otp'
export type FieldValues = Record<LoginField, string>
/** A message beside a field: SPEC's title where a rule has one, and the text. */
export type FieldProblem = { title?: string; message: string }
export type FieldProblems = Partial<Record<LoginField, FieldProblem>>

// SPEC section 5, one rule per field.
const RULES: Record<LoginField, (value: string) => ValidationFailure | null> = {
  name: validateSignupName,
  email: validateEmail,
  mobile: validateMobile,
  otp: validateOtp,
}
const FIELDS = Object.keys(RULES) as LoginField[]

/** Each form's fields, in the order it shows them (the first to put right takes the focus). */
export const FORM_FIELDS: Record<FormMode, readonly LoginField[]> = {
  login: ['mobile'],
  signup: ['name', 'email', 'mobile'],
}

/**
 * The messages shown beside the fields. A submit checks its form's fields;
 * from then on a field's rule is read from its current value, so the message
 * goes as soon as the customer has put it right. The server's verdict on a
 * field stands until the next submit (for the mobile, until it is edited).
 */
export function useFieldProblems(values: FieldValues) {
  const [checked, setChecked] = useState<readonly LoginField[]>([])
  const [fromServer, setFromServer] = useState<FieldProblems>({})

  const problems: FieldProblems = {}
  for (const field of FIELDS) {
    const problem =
      fromServer[field] ??
      (checked.includes(field) ? RULES[field](values[field]) : null)
    if (problem) problems[field] = problem
  }

  return {
    problems,
    /** Checks the form's fields, in its order; returns the first to put right, or null. */
    check(fields: readonly LoginField[]): LoginField | null {
      setChecked(fields)
      setFromServer({})
      return fields.find((field) => RULES[field](values[field])) ?? null
    },
    /** The server refused what the field held. */
    refuse(field: LoginField, problem: FieldProblem) {
      setFromServer((current) => ({ ...current, [field]: problem }))
    },
    /** The customer changed the mobile: the server's word on the old number is gone. */
    mobileEdited() {
      setFromServer((current) => {
        if (!current.mobile) return current
        const { mobile: _, ...others } = current
        return others
      })
    },
    /** A new form or a sent code: nothing to say about any field yet. */
    clear() {
      setChecked([])
      setFromServer({})
    },
  }
}
