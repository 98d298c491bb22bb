/** The logged-in customer a valid bearer token belongs to. */
export type SessionUser = {
  id: string
  name: string
  email: string
  mobile: string
}

/** A session that has not expired: its customer, and when its use was last written. */
export type LiveSession = {
  user: SessionUser
  lastUsedAt: Date
}
