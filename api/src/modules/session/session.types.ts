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

/**
 * Another domain's read about the customer, made in the session lookup's own statement, so a
 * request that needs both costs one round trip (the basket read: ADR 043).
 */
export type SessionAlongside<T> = {
  /** Names its prepared statement: unique among reads. */
  name: string
  /** A scalar subquery, given the SQL expression of the customer's id. */
  sql: (userId: string) => string
  /** Its value as the database returned it. */
  parse: (value: unknown) => T
}
