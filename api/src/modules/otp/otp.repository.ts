import type { Db } from '../../db/client'
import type { OtpPurpose, PendingSignup, StoredOtp } from './otp.types'

// Advisory lock keys (any constants; the migration lock uses 724_311_001).
const MOBILE_LOCK = 724_311_002
const ALL_SENDS_LOCK = 724_311_003
const ADDRESS_LOCK = 724_311_004

type Times = { created_at: Date }
const toDates = (rows: Times[]) => rows.map((r) => new Date(r.created_at))

/**
 * Codes, sends, failures and spent challenges. Each query takes the open handle first: the
 * pool, or the OTP service's transaction (which holds the number's lock).
 */
export const otpRepository = {
  /**
   * Serialises everything about one number until the transaction ends (across instances),
   * so two requests at once cannot both pass a limit or both use one code.
   */
  async lockMobile(db: Db, mobile: string) {
    await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [
      MOBILE_LOCK,
      mobile,
    ])
  },
  /** Serialises the guesses of one client address, so its limit is exact across numbers. */
  async lockAddress(db: Db, clientIp: string) {
    await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [
      ADDRESS_LOCK,
      clientIp,
    ])
  },
  /** Serialises send reservations, so the per-address and global caps are exact. */
  async lockAllSends(db: Db) {
    await db.query('select pg_advisory_xact_lock($1)', [ALL_SENDS_LOCK])
  },

  /** Send times for a number since `since`, newest first. */
  async mobileSendTimes(
    db: Db,
    mobile: string,
    since: Date,
    limit: number,
  ): Promise<Date[]> {
    const rows = await db.query<Times>(
      `select created_at from sms_sends
          where mobile = $1 and created_at > $2
          order by created_at desc limit $3`,
      [mobile, since, limit],
    )
    return toDates(rows)
  },
  /** Times of the codes sent from a client address since `since` and never verified, newest first. */
  async unverifiedSendTimes(
    db: Db,
    clientIp: string,
    since: Date,
    limit: number,
  ): Promise<Date[]> {
    const rows = await db.query<Times>(
      `select s.created_at from sms_sends s
           join otp_codes c on c.send_id = s.id
          where s.client_ip = $1 and s.created_at > $2 and c.used_at is null
          order by s.created_at desc limit $3`,
      [clientIp, since, limit],
    )
    return toDates(rows)
  },
  /** Codes sent to a number block since `since`, and how many of them were never verified. */
  async blockSends(
    db: Db,
    block: string,
    since: Date,
  ): Promise<{ sent: number; unverified: number }> {
    const [row] = await db.query<{ sent: number; unverified: number }>(
      `select count(*)::int as sent,
                count(*) filter (where c.used_at is null)::int as unverified
           from sms_sends s join otp_codes c on c.send_id = s.id
          where left(s.mobile, 6) = $1 and s.created_at > $2`,
      [block, since],
    )
    return row ?? { sent: 0, unverified: 0 }
  },
  /** The `nth` newest send of all numbers since `since` (1-based), if there are that many. */
  async nthNewestSend(db: Db, since: Date, nth: number): Promise<Date | null> {
    const rows = await db.query<Times>(
      `select created_at from sms_sends where created_at > $1
          order by created_at desc offset $2 limit 1`,
      [since, nth - 1],
    )
    return toDates(rows)[0] ?? null
  },
  /**
   * Records a solved challenge as used; false if it already was (a replay). Challenges expire
   * by the wall clock (altcha-lib checks them so), and so do these rows.
   */
  async spendChallenge(db: Db, id: string, expiresAt: Date): Promise<boolean> {
    await db.query('delete from spent_challenges where expires_at < $1', [
      new Date(),
    ])
    const rows = await db.query(
      `insert into spent_challenges (challenge_id, expires_at) values ($1, $2)
         on conflict (challenge_id) do nothing returning challenge_id`,
      [id, expiresAt],
    )
    return rows.length === 1
  },
  async insertSend(db: Db, mobile: string, clientIp: string, at: Date) {
    const [row] = await db.query<{ id: string }>(
      `insert into sms_sends (mobile, client_ip, created_at)
         values ($1, $2, $3) returning id::text as id`,
      [mobile, clientIp, at],
    )
    if (!row) throw new Error('sms_sends insert returned nothing')
    return row.id
  },
  /** Forgets a send the provider refused, with its code (on delete cascade). */
  async deleteSend(db: Db, sendId: string) {
    await db.query('delete from sms_sends where id = $1::bigint', [sendId])
  },

  async insertCode(
    db: Db,
    code: {
      sendId: string
      mobile: string
      purpose: OtpPurpose
      codeHash: string
      pending: PendingSignup | null
      createdAt: Date
      expiresAt: Date
    },
  ) {
    await db.query(
      `insert into otp_codes (send_id, mobile, purpose, code_hash, pending_name,
           pending_email, created_at, expires_at)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, $8)`,
      [
        code.sendId,
        code.mobile,
        code.purpose,
        code.codeHash,
        code.pending?.name ?? null,
        code.pending?.email ?? null,
        code.createdAt,
        code.expiresAt,
      ],
    )
  },
  /** The newest code sent to a number: the only one that can still be live. */
  async latestCode(db: Db, mobile: string): Promise<StoredOtp | null> {
    const [row] = await db.query<StoredOtp>(
      `select id::text as id, purpose, code_hash, pending_name, pending_email,
                wrong_attempts, expires_at, used_at
           from otp_codes where mobile = $1 order by otp_codes.id desc limit 1`,
      [mobile],
    )
    return row ?? null
  },
  async markUsed(db: Db, codeId: string, at: Date) {
    await db.query('update otp_codes set used_at = $2 where id = $1::bigint', [
      codeId,
      at,
    ])
  },
  /** Counts a wrong guess on the code, and against the client address it came from. */
  async recordWrongAttempt(
    db: Db,
    guess: { codeId: string; mobile: string; clientIp: string; at: Date },
  ) {
    const [row] = await db.query<{ wrong_attempts: number }>(
      `update otp_codes set wrong_attempts = wrong_attempts + 1
          where id = $1::bigint returning wrong_attempts`,
      [guess.codeId],
    )
    await db.query(
      `insert into otp_failures (mobile, client_ip, code_id, created_at)
         values ($1, $2, $3::bigint, $4)`,
      [guess.mobile, guess.clientIp, guess.codeId, guess.at],
    )
    return row?.wrong_attempts ?? 0
  },
  /**
   * Wrong guesses from a client address since `since`, newest first; a guess at a code that was
   * then entered right was a typo, and does not count.
   */
  async addressFailureTimes(
    db: Db,
    clientIp: string,
    since: Date,
    limit: number,
  ): Promise<Date[]> {
    const rows = await db.query<Times>(
      `select f.created_at from otp_failures f
           join otp_codes c on c.id = f.code_id
          where f.client_ip = $1 and f.created_at > $2 and c.used_at is null
          order by f.created_at desc limit $3`,
      [clientIp, since, limit],
    )
    return toDates(rows)
  },
}
