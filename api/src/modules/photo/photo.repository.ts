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

/** Photos and upload attempts; each query takes the open handle first. */
export const photoRepository = {
  /** Photos by id, in one query; ids with no photo are left out. */
  findMany: (db: Db, ids: readonly string[]) =>
    db.query<PhotoRow>(
      `select ${COLUMNS} from photos where id = any($1::text[])`,
      [ids],
    ),

  /** Adds the photo; one already stored under its id (the same file) is kept. */
  async insert(db: Db, photo: NewPhoto) {
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

  /** Serialises one member's attempts (across instances) until the transaction ends. */
  async lockUploadsOf(db: Db, staffId: string) {
    await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [
      UPLOADS_LOCK,
      staffId,
    ])
  },
  /** The member's attempts since `since`, newest first, at most `max`. */
  async uploadTimes(
    db: Db,
    staffId: string,
    since: Date,
    max: number,
  ): Promise<Date[]> {
    const rows = await db.query<{ at: Date }>(
      `select at from photo_upload_attempts where staff_id = $1::uuid and at > $2
          order by at desc limit $3`,
      [staffId, since, max],
    )
    return rows.map((row) => new Date(row.at))
  },
  /** Adds an upload attempt and forgets the member's attempts that no longer count. */
  async insertAttempt(db: Db, staffId: string, at: Date, forgetBefore: Date) {
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
