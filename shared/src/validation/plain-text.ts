// PostgreSQL text cannot hold NUL, and no name, id, reason or note needs a control character.
// The API checks every text it stores with these; the owner's forms check the same before sending.

/** True when the text has no control characters. */
export const isPlainText = (value: string) => !/\p{Cc}/u.test(value)

/** The same, for notes, instructions and Markdown, which may run over several lines. */
export const isPlainMultilineText = (value: string) =>
  isPlainText(value.replace(/[\t\n\r]/g, ''))
