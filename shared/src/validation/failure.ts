/** A failed rule as the UI shows it: a popup title and a message. */
export type ValidationFailure = { title: string; message: string }
