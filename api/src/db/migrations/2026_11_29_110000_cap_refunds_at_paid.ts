// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // A signed charge.refunded once stored more than was paid (£225.99 against £75.33): no
  // order can have had more given back than it paid, so such a figure is brought down to it.
  `update orders set refunded_amount = paid_amount, refund_due_at = null
     where refunded_amount > paid_amount`,
  // And from now on the database refuses it, whatever code path tries.
  `alter table orders add constraint orders_refunded_within_paid
     check (refunded_amount <= paid_amount)`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
