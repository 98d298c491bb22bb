/** A failed rule as the UI shows it beside the field: SPEC's title and message. */
export type ValidationFailure = { title: string; message: string }
