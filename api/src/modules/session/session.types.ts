/** The logged-in customer a valid bearer token belongs to. */
export type SessionUser = {
  id: string
  name: string
  email: string
  mobile: string
}
