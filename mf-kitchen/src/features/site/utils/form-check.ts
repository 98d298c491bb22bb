/** A problem zod found, as the shared schemas report it. */
type Issue = { path: PropertyKey[]; message: string }

/** The part of a zod schema a form needs: safeParse. */
export type FormSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } }
}

/** Each field's first message, keyed like the field's name ("deliveryFees.1.maxMiles"). */
export type FieldErrors = Record<string, string>

function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.')
    errors[key] ??= issue.message
  }
  return errors
}

/**
 * Checks the values with the schema the API applies too: the parsed body, or the errors by
 * field with the focus moved to the first (each input is named by its path).
 */
export function checkForm<T>(
  schema: FormSchema<T>,
  values: unknown,
  form: HTMLFormElement,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data, errors: null }
  const errors = toFieldErrors(result.error.issues)
  const [first] = Object.keys(errors)
  const field = first ? form.querySelector(`[name="${first}"]`) : null
  if (field instanceof HTMLElement) field.focus()
  return { data: null, errors }
}
