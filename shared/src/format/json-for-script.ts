/**
 * JSON for a <script> element (JSON-LD, the page's embedded data): every `<`
 * becomes \u003c, so no text from the database (e.g. "</script>") can end the
 * element early or open a comment. Still valid JSON.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
