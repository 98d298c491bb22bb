import type { Photo, PhotoVariant } from '@food/shared/types'
import { PHOTO_ID } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { waitSeconds } from '../otp/otp-limits'
import type { StaffAuditService } from '../staff/staff-audit.service'
import {
  PhotoNotFoundError,
  PhotoNotUploadedError,
  tooManyUploads,
} from './photo.errors'
import { type PhotoRow, photoRepository as photos } from './photo.repository'
import {
  CONTENT_TYPES,
  fileKey,
  filePath,
  photoIdOf,
  VARIANT_FILE,
  variantFile,
} from './photo-files'
import { UPLOADS_PER_OWNER } from './photo-limits'
import type { PhotoStorage, StoredFile } from './photo-storage'
import { processPhoto, type VariantFormat } from './photo-transform'

export type PhotoServiceDeps = {
  db: Db
  storage: PhotoStorage
  audit: StaffAuditService
  now: () => Date
}

/** Who uploads: a signed-in member (the route lets only the owner in). */
type Uploader = { id: string; name: string }

function variantsOf(row: PhotoRow, format: VariantFormat): PhotoVariant[] {
  return row.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map(({ width, height }) => ({
      width,
      height,
      path: filePath(row.id, variantFile({ width, format })),
    }))
}

const toPhoto = (row: PhotoRow): Photo => ({
  id: row.id,
  width: row.width,
  height: row.height,
  placeholder: row.placeholder,
  avif: variantsOf(row, 'avif'),
  webp: variantsOf(row, 'webp'),
})

/** Photos: uploaded by the owner, attached by other domains (dishes, posts) by id. */
export function createPhotoService({
  db,
  storage,
  audit,
  now,
}: PhotoServiceDeps) {
  /** Photos by id in one query, for a reply that shows many (a menu, a blog list). */
  async function findMany(ids: readonly string[]): Promise<Map<string, Photo>> {
    const wanted = [...new Set(ids)].filter((id) => PHOTO_ID.test(id))
    if (wanted.length === 0) return new Map()
    const rows = await photos.findMany(db, wanted)
    return new Map(rows.map((row) => [row.id, toPhoto(row)]))
  }

  const find = async (id: string) => (await findMany([id])).get(id) ?? null

  /**
   * Refuses a photo id a save names (`field`) that is no uploaded photo. Photos are never
   * deleted, so a check made before a save's transaction still holds in it.
   */
  async function requireUploaded(field: string, id: string | null | undefined) {
    if (id && !(await findMany([id])).has(id)) {
      throw new PhotoNotUploadedError(field)
    }
  }

  /** Each item with its photo in place of its photoId: one query for all of them. */
  async function withPhotos<T extends { photoId: string | null }>(
    items: readonly T[],
  ) {
    const found = await findMany(
      items.flatMap((item) => (item.photoId ? [item.photoId] : [])),
    )
    return items.map(({ photoId, ...item }) => ({
      ...item,
      photo: (photoId && found.get(photoId)) || null,
    }))
  }

  /**
   * Counts the attempt, or refuses it when the member made too many: in the database, so
   * every instance counts the same ones.
   */
  async function countAttempt(by: Uploader) {
    const at = now()
    const since = new Date(at.getTime() - UPLOADS_PER_OWNER.windowMs)
    await db.transaction(async (tx) => {
      await photos.lockUploadsOf(tx, by.id)
      const recent = await photos.uploadTimes(
        tx,
        by.id,
        since,
        UPLOADS_PER_OWNER.max,
      )
      const wait = waitSeconds(UPLOADS_PER_OWNER, recent, at)
      if (wait > 0) throw tooManyUploads(wait)
      await photos.insertAttempt(tx, by.id, at, since)
    })
  }

  /** Makes the variants, stores them, then the row: a row never names a missing file. */
  async function store(by: Uploader, id: string, bytes: Buffer) {
    const processed = await processPhoto(bytes)
    await Promise.all(
      processed.variants.map((variant) =>
        storage.put(
          fileKey(id, variantFile(variant)),
          variant.bytes,
          CONTENT_TYPES[variant.format],
        ),
      ),
    )
    await photos.insert(db, {
      id,
      width: processed.width,
      height: processed.height,
      placeholder: processed.placeholder,
      variants: processed.variants.map(({ bytes, ...variant }) => ({
        ...variant,
        bytes: bytes.length,
      })),
      originalBytes: bytes.length,
      createdBy: by.id,
      createdAt: now(),
    })
    const photo = await find(id)
    if (!photo) throw new Error(`photo ${id} was stored but cannot be read`)
    return photo
  }

  return {
    findMany,
    find,
    withPhotos,
    requireUploaded,

    /**
     * Stores an upload as AVIF and WebP variants and returns the photo. The same file again
     * is the same photo: it is neither processed nor stored twice.
     */
    async upload(by: Uploader, bytes: Buffer): Promise<Photo> {
      await countAttempt(by)
      const id = photoIdOf(bytes)
      const photo = (await find(id)) ?? (await store(by, id, bytes))
      await audit.record(by, now(), {
        action: 'photo-uploaded',
        subject: `photo ${id}`,
        after: {
          width: photo.width,
          height: photo.height,
          bytes: bytes.length,
        },
      })
      return photo
    },

    /** One variant's file, for the media route. */
    async readFile(
      id: string,
      file: string,
    ): Promise<StoredFile & { contentType: string }> {
      const format = VARIANT_FILE.exec(file)?.[2] as VariantFormat | undefined
      const stored =
        format && PHOTO_ID.test(id)
          ? await storage.get(fileKey(id, file))
          : null
      if (!format || !stored) throw new PhotoNotFoundError()
      return { ...stored, contentType: CONTENT_TYPES[format] }
    },
  }
}

export type PhotoService = ReturnType<typeof createPhotoService>
