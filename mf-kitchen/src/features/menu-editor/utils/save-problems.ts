import { isApiError } from '@food/shared/api'
import { ERROR_CODES } from '@food/shared/types'
import { splitRefusal } from '../../../lib/server-refusal'

/** What a form shows of a refusal: texts by the fields they name, the rest in an alert. */
export type SaveProblems = {
  /** By the form's own field keys. */
  fields: Record<string, string>
  /** The server's words that name none of the form's fields. */
  alert: string | null
  /** Someone else saved first: the form offers Reload and keeps what was typed. */
  isStale: boolean
}

export const NO_PROBLEMS: SaveProblems = {
  fields: {},
  alert: null,
  isStale: false,
}

/** A refused save as the form shows it; `fieldOf` finds the form's field for an API path. */
export function problemsOf(
  error: Error,
  fieldOf: (path: string[]) => string | null,
): SaveProblems {
  if (isApiError(error) && error.code === ERROR_CODES.STALE_EDIT) {
    return { fields: {}, alert: error.message, isStale: true }
  }
  const fields: Record<string, string> = {}
  const rest: string[] = []
  for (const part of splitRefusal(error.message)) {
    const field = part.path.length > 0 ? fieldOf(part.path) : null
    if (!field) {
      rest.push(
        part.path.length > 0
          ? `${part.path.join('.')}: ${part.text}`
          : part.text,
      )
      continue
    }
    const shown = fields[field]
    // Each allergen or option refused for the same reason: its text once.
    if (!shown?.includes(part.text)) {
      fields[field] = shown ? `${shown} ${part.text}` : part.text
    }
  }
  return {
    fields,
    alert: rest.length > 0 ? rest.join('; ') : null,
    isStale: false,
  }
}

/** The form's checks before sending: field texts only. */
export const checked = (fields: Record<string, string>): SaveProblems => ({
  fields,
  alert: null,
  isStale: false,
})
