import type { PolicyName } from '@food/shared/wire'
import type { Db } from '../../db/client'

type VersionRow = {
  policy: PolicyName
  title: string
  version: number
  content: string
  saved_at: Date
  saved_by_id: string | null
  saved_by_name: string
  restored_from: number | null
}

const COLUMNS = `v.policy, p.title, v.version, v.content, v.saved_at,
  v.saved_by_id::text as saved_by_id, v.saved_by_name, v.restored_from`

const toVersion = (row: VersionRow) => ({
  policy: row.policy,
  title: row.title,
  version: row.version,
  content: row.content,
  savedAt: new Date(row.saved_at).toISOString(),
  savedBy: { id: row.saved_by_id, name: row.saved_by_name },
  restoredFrom: row.restored_from,
})

/** A new version's text and, for a restore, the version it brings back. */
export type NewPolicyVersion = { content: string; restoredFrom: number | null }

const versions = async (
  db: Db,
  where: string,
  params: unknown[],
  limit: number,
) =>
  (
    await db.query<VersionRow>(
      `select ${COLUMNS} from policy_versions v join policies p using (policy)
        where ${where} order by v.version desc limit ${limit}`,
      params,
    )
  ).map(toVersion)

/**
 * The policies and every kept version of their texts; the newest is the one the site shows.
 * Each query takes the open database handle first.
 */
export const policyRepository = {
  /** The newest version, or null for a policy that has none. */
  async findLatest(db: Db, name: PolicyName) {
    const [latest] = await versions(db, 'v.policy = $1', [name], 1)
    return latest ?? null
  },

  async findVersion(db: Db, name: PolicyName, version: number) {
    const [found] = await versions(
      db,
      'v.policy = $1 and v.version = $2',
      [name, version],
      1,
    )
    return found ?? null
  },

  /** Up to `limit` versions, newest first, without their texts. */
  async listVersions(db: Db, name: PolicyName, limit: number) {
    return (await versions(db, 'v.policy = $1', [name], limit)).map(
      ({ version, savedAt, savedBy, restoredFrom }) => ({
        version,
        savedAt,
        savedBy,
        restoredFrom,
      }),
    )
  },

  /**
   * Adds the version after `after`, if that is still the newest: the new number, or null
   * when another save came first (then nothing is written). Two saves racing from the same
   * version meet at the primary key, and the second does nothing.
   */
  async addVersion(
    db: Db,
    name: PolicyName,
    after: number,
    next: NewPolicyVersion,
    by: { id: string | null; name: string },
    at: Date,
  ): Promise<number | null> {
    const [row] = await db.query<{ version: number }>(
      `insert into policy_versions
         (policy, version, content, saved_at, saved_by_id, saved_by_name, restored_from)
       select $1, $2::int + 1, $3, $4, $5::uuid, $6, $7::int
        where (select max(version) from policy_versions where policy = $1) = $2::int
       on conflict (policy, version) do nothing
       returning version`,
      [name, after, next.content, at, by.id, by.name, next.restoredFrom],
    )
    return row?.version ?? null
  },
}
