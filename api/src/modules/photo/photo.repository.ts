import type { Db } from '../../db/client'
import type { VariantFormat } from './photo-transform'

/** A variant as the `variants` column lists it. */
type StoredVariant = {
  format: VariantFormat
  width: number
  height: number
  bytes: number
}

export type PhotoRow = {
  id: string
  width: number
  height: number
  placeholder: string
  variants: StoredVariant[]
}

export type NewPhoto = PhotoRow & {
  originalBytes: number
  createdBy: string | null
  createdAt: Date
}

// Advisory lock key (any constant; the migration lock uses 724_311_001, OTP 002–003).
const UPLOADS_LOCK = 724_311_010

const COLUMNS = 'id, width, height, placeholder, variants'

export function createPhotoRepository(db: Db) {
  return {
    /** Photos by id, in one query; ids with no photo are left out. */
    findMany: (ids: readonly string[]) =>
      db.query<PhotoRow>(
        `select ${COLUMNS} from photos where id = any($1::text[])`,
        [ids],
      ),

    /** Adds the photo; one already stored under its id (the same file) is kept. */
    async insert(photo: NewPhoto) {
      await db.query(
        `insert into photos (id, width, height, placeholder, variants, original_bytes,
                             created_by, created_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7::uuid, $8)
         on conflict (id) do nothing`,
        [
          photo.id,
          photo.width,
          photo.height,
          photo.placeholder,
          JSON.stringify(photo.variants),
          photo.originalBytes,
          photo.createdBy,
          photo.createdAt,
        ],
      )
    },

    /** Runs fn in one transaction, bound to its connection. */
    attempts: <T>(fn: (queries: AttemptQueries) => Promise<T>) =>
      db.transaction((tx) => fn(attemptQueries(tx))),
  }
}

/** Upload attempts, counted per member for the rate limit. */
function attemptQueries(db: Db) {
  return {
    /** Serialises one member's attempts (across instances) until the transaction ends. */
    async lockMember(staffId: string) {
      await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [
        UPLOADS_LOCK,
        staffId,
      ])
    },
    /** The member's attempts since `since`, newest first, at most `max`. */
    async times(staffId: string, since: Date, max: number): Promise<Date[]> {
      const rows = await db.query<{ at: Date }>(
        `select at from photo_upload_attempts where staff_id = $1::uuid and at > $2
          order by at desc limit $3`,
        [staffId, since, max],
      )
      return rows.map((row) => new Date(row.at))
    },
    /** Adds an attempt and forgets the member's attempts that no longer count. */
    async insert(staffId: string, at: Date, forgetBefore: Date) {
      await db.query(
        'delete from photo_upload_attempts where staff_id = $1::uuid and at <= $2',
        [staffId, forgetBefore],
      )
      await db.query(
        'insert into photo_upload_attempts (staff_id, at) values ($1::uuid, $2)',
        [staffId, at],
      )
    },
  }
}

type AttemptQueries = ReturnType<typeof attemptQueries>

export type PhotoRepository = ReturnType<typeof createPhotoRepository>
