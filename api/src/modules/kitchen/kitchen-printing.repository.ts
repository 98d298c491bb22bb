import type { Db } from '../../db/client'

/** The one kind of paper so far: the kitchen's ticket of an order (ORDER_SELECT reads it). */
const KITCHEN_TICKET = 'kitchen-ticket'

export type PrintClaim = {
  orderId: string
  by: { id: string | null; name: string }
  at: Date
  /** Send a ticket that already printed again (staff asked for a reprint). */
  reprint: boolean
  /** A send claimed before this is taken as lost (its instance died mid-send). */
  staleBefore: Date
}

/** The print jobs' queries; each takes the open handle first. */
export const printingRepository = {
  /**
   * Takes the job of sending an order's ticket, in one statement: a new job, a failed one, a
   * printed one only for a reprint, a 'printing' one only once its sender is lost. Null when
   * someone else holds it or it printed: two tablets, a double tap or two API instances
   * asking at once get one send between them (the unique order-and-kind key decides).
   */
  async claim(db: Db, claim: PrintClaim) {
    const [row] = await db.query<{ id: string; attempts: number }>(
      `insert into print_jobs as p
              (order_id, kind, state, attempts, requested_by, requested_by_name, claimed_at)
       values ($1::uuid, $2, 'printing', 1, $3::uuid, $4, $5)
       on conflict (order_id, kind) do update
          set state = 'printing', attempts = p.attempts + 1, error = null,
              requested_by = excluded.requested_by,
              requested_by_name = excluded.requested_by_name,
              claimed_at = excluded.claimed_at, updated_at = now()
        where p.state = 'failed'
           or (p.state = 'printed' and $6)
           or (p.state = 'printing' and p.claimed_at < $7)
       returning p.id::text as id, p.attempts`,
      [
        claim.orderId,
        KITCHEN_TICKET,
        claim.by.id,
        claim.by.name,
        claim.at,
        claim.reprint,
        claim.staleBefore,
      ],
    )
    return row ?? null
  },

  /** How the claimed send ended; only the send that holds the claim (its attempt) writes. */
  async finish(
    db: Db,
    job: { id: string; attempts: number },
    outcome: { error: string | null; at: Date },
  ) {
    await db.query(
      `update print_jobs
          set state = case when $3::text is null then 'printed' else 'failed' end,
              error = $3, printed_at = case when $3::text is null then $4::timestamptz else printed_at end,
              updated_at = now()
        where id = $1::uuid and attempts = $2 and state = 'printing'`,
      [job.id, job.attempts, outcome.error, outcome.at],
    )
  },
}
