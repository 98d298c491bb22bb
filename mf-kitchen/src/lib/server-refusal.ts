/** One part of an API refusal: the field path it names ([] for none) and its text. */
export type RefusalPart = { path: string[]; text: string }

// The API's error handler writes "price: Prices must be…", "options.0.price: …", and joins
// several with "; ". A sentence such as "This was changed by someone else: reload to see
// it" names no field: its words before the colon are not one path.
const FIELD_PART = /^([A-Za-z]\w*(?:\.\w+)*): (.+)$/s
const NEXT_FIELD = /; (?=[A-Za-z]\w*(?:\.\w+)*: )/

/** Splits a refusal's message into the fields it names, so each text shows by its field. */
export function splitRefusal(message: string): RefusalPart[] {
  return message.split(NEXT_FIELD).map((part) => {
    const [, path, text] = FIELD_PART.exec(part) ?? []
    return path && text
      ? { path: path.split('.'), text }
      : { path: [], text: part }
  })
}
