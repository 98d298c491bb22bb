import { hash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import { ForbiddenError, UnauthorizedError } from '../../errors'
import { sessionRepository as repository } from './session.repository'
import type {
  LiveSession,
  SessionAlongside,
  SessionUser,
} from './session.types'

const HOUR_MS = 60 * 60 * 1000

/** A token not used for this long answers 401: each use moves its end this far on. */
export const SESSION_IDLE_MS = 30 * 24 * HOUR_MS

/**
 * A use is written at most this often per session, so a busy customer costs a read per
 * request and a write per hour. The end it sets can thus come up to this much early.
 */
const SESSION_USE_WRITE_MS = HOUR_MS

/** Only hashes are stored, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  // The one-shot hash: a quarter of createHash's time, on the path of every request.
  return hash('sha256', token, 'hex')
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null
}

const after = (at: Date, ms: number) => new Date(at.getTime() + ms)

export function createSessionService(
  db: Db,
  now: () => Date = () => new Date(),
) {
  /** Slides the idle expiry on, unless this session's use was written within the hour. */
  async function recordUse(tokenHash: string, lastUsedAt: Date, at: Date) {
    const writtenBefore = after(at, -SESSION_USE_WRITE_MS)
    if (lastUsedAt > writtenBefore) return
    const expiresAt = after(at, SESSION_IDLE_MS)
    await repository.recordUse(db, {
      tokenHash,
      usedAt: at,
      expiresAt,
      writtenBefore,
    })
  }

  /** The session of an `Authorization` header, found by `find` (a use of it), or throws 401. */
  async function authenticateBy<S extends LiveSession>(
    authorization: string | undefined,
    find: (tokenHash: string, at: Date) => Promise<S | null>,
  ): Promise<S> {
    const token = bearerToken(authorization)
    if (!token) throw new UnauthorizedError()
    const tokenHash = hashToken(token)
    const at = now()
    const session = await find(tokenHash, at)
    if (session) {
      await recordUse(tokenHash, session.lastUsedAt, at)
      return session
    }
    // A 401 would make the site forget a login; a staff session simply has no account here.
    if (await repository.isStaffSession(db, tokenHash, at)) {
      throw new ForbiddenError(
        'STAFF_SESSION',
        "A kitchen login cannot use a customer's account. Sign in as a customer.",
      )
    }
    throw new UnauthorizedError()
  }

  return {
    /** Resolves an `Authorization` header to its user (a use of the session), or throws 401. */
    async authenticate(
      authorization: string | undefined,
    ): Promise<SessionUser> {
      const session = await authenticateBy(authorization, (tokenHash, at) =>
        repository.findLive(db, tokenHash, at),
      )
      return session.user
    },

    /**
     * authenticate, made with another domain's read about the customer in the same
     * statement: the caller gets the user and that read's value, or the same 401 or 403.
     */
    authenticateWith<T>(read: SessionAlongside<T>) {
      const statement = repository.findLiveStatement(read)
      return async (authorization: string | undefined) => {
        const session = await authenticateBy(authorization, (tokenHash, at) =>
          repository.findLiveAlongside(db, statement, tokenHash, at),
        )
        return { user: session.user, alongside: read.parse(session.alongside) }
      }
    },

    /**
     * A new opaque token (256 random bits) for every login. Earlier tokens keep working until
     * they expire or are signed out, so logging in on a second device does not log out the first.
     */
    async createSession(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      const createdAt = now()
      await repository.deleteExpired(db, userId, createdAt)
      await repository.insert(db, {
        tokenHash: hashToken(token),
        userId,
        createdAt,
        expiresAt: after(createdAt, SESSION_IDLE_MS),
      })
      return token
    },

    /** Signs this device out: the header's token answers 401 from now on, on every instance. */
    async end(authorization: string | undefined) {
      const token = bearerToken(authorization)
      if (token) await repository.delete(db, hashToken(token))
    },

    /** Signs the customer out on every device; how many were signed in. */
    endAll: (userId: string): Promise<number> =>
      repository.deleteAllOf(db, userId, now()),

    /** Whether the token is a live customer session; reading it is not a use. */
    isLive: async (tokenHash: string): Promise<boolean> =>
      (await repository.findLive(db, tokenHash, now())) !== null,
  }
}

export type SessionService = ReturnType<typeof createSessionService>
