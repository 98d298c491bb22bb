/** The text of a failed store action: the API's message, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
