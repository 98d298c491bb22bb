import {
  isPlainText,
  numberedSlug,
  slugFromTitle,
} from '@food/shared/validation'
import type { StaffPost } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { PostNotFoundError, SlugTakenError, StaleEditError } from '../../errors'
import type { PhotoService } from '../photo/photo.service'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import {
  blogEditingRepository as repository,
  type SlugUse,
} from './blog-editing.repository'
import type { PostFields, StaffPostRead } from './blog-editing.schema'
import { changedFields } from './post-changes'
import { toPost, toPostSummary } from './staff-post-view'

/** A title with nothing to make an address from ("🍕") still gets one. */
const FALLBACK_SLUG = 'post'

/**
 * The owner writes News & Insights posts: drafts, saves checked against the version they
 * were made from, publishing, and addresses (slugs) whose old values keep leading to the
 * post (docs/decisions/008-post-slugs-and-drafts.md).
 */
export function createBlogEditingService(deps: {
  db: Db
  audit: StaffAuditService
  photos: Pick<PhotoService, 'requireUploaded' | 'withPhotos'>
  now: () => Date
}) {
  const { db, audit, photos, now } = deps

  /** Every change of an address looks at all of them first, under one lock. */
  const inSlugLock = <T>(fn: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      await repository.lockSlugs(tx)
      return fn(tx)
    })

  /** The post with its cover photo (read after the transaction: PGlite's one connection). */
  async function shown(post: StaffPostRead): Promise<StaffPost> {
    const [withPhoto] = await photos.withPhotos([post])
    if (!withPhoto) throw new Error(`post ${post.id} vanished`)
    const { photo, ...rest } = withPhoto
    return { ...rest, coverPhoto: photo }
  }

  async function current(handle: Db, id: string, version?: number) {
    // No id has a control character, and PostgreSQL text cannot even hold a NUL.
    const row = isPlainText(id) ? await repository.find(handle, id) : null
    if (!row) throw new PostNotFoundError()
    const post = toPost(row)
    if (version !== undefined && post.version !== version)
      throw new StaleEditError()
    return post
  }

  /** The first of `base`, `base-2`, `base-3`… that no post uses now or used before. */
  async function freeSlug(q: Db, title: string) {
    const base = slugFromTitle(title) || FALLBACK_SLUG
    const taken = await repository.slugsLike(q, base)
    // A base near 80 characters is cut to make room for "-n": those are asked one by one.
    const isFree = async (slug: string) =>
      slug.startsWith(base)
        ? !taken.has(slug)
        : !(await repository.slugUse(q, slug))
    let slug = base
    for (let n = 2; !(await isFree(slug)); n += 1) slug = numberedSlug(base, n)
    return slug
  }

  /**
   * Lets `postId` live at `slug`: refused when another post lives there; an old address
   * (of this post or another) is taken over, so that old link now leads here.
   */
  async function claimSlug(q: Db, slug: string, postId: string | null) {
    const use: SlugUse | null = await repository.slugUse(q, slug)
    if (!use) return
    if (!use.isOldAddress) {
      if (use.postId !== postId) throw new SlugTakenError(slug, use.title)
      return
    }
    await repository.dropOldSlug(q, slug)
  }

  async function record(
    by: StaffMember,
    action: string,
    before: StaffPostRead | null,
    after: StaffPostRead,
  ) {
    await audit.record(by, now(), {
      action,
      subject: after.title,
      ...changedFields(before, after),
    })
  }

  async function setState(
    by: StaffMember,
    id: string,
    version: number,
    state: 'draft' | 'published',
  ) {
    const { before, after } = await inSlugLock(async (q) => {
      const post = await current(q, id, version)
      if (post.state === state) return { before: post, after: post }
      return {
        before: post,
        after: toPost(await repository.setState(q, id, state, now())),
      }
    })
    const hasChanged = after !== before
    if (hasChanged) {
      const action =
        state === 'published' ? 'post-published' : 'post-unpublished'
      await record(by, action, before, after)
    }
    return { post: await shown(after), hasChanged }
  }

  return {
    list: async () => (await repository.listSummaries(db)).map(toPostSummary),

    get: async (id: string) => shown(await current(db, id)),

    async create(by: StaffMember, fields: PostFields) {
      await photos.requireUploaded('coverPhotoId', fields.coverPhotoId)
      const post = await inSlugLock(async (q) => {
        const slug = fields.slug ?? (await freeSlug(q, fields.title))
        if (fields.slug) await claimSlug(q, slug, null)
        return toPost(
          await repository.insertDraft(q, { ...fields, slug }, now()),
        )
      })
      await record(by, 'post-created', null, post)
      return shown(post)
    },

    /** Saves the owner's text; refused when the post changed since `version` was read. */
    async save(
      by: StaffMember,
      id: string,
      version: number,
      fields: PostFields,
    ) {
      await photos.requireUploaded('coverPhotoId', fields.coverPhotoId)
      const { before, after } = await inSlugLock(async (q) => {
        const post = await current(q, id, version)
        const slug = fields.slug ?? post.slug
        const at = now()
        if (slug !== post.slug) {
          await claimSlug(q, slug, id)
          // Links to a post that has been on the site keep working after it moves.
          if (post.publishedAt)
            await repository.keepOldSlug(q, post.slug, id, at)
        }
        return {
          before: post,
          after: toPost(
            await repository.update(q, id, { ...fields, slug }, at),
          ),
        }
      })
      await record(by, 'post-saved', before, after)
      return shown(after)
    },

    publish: (by: StaffMember, id: string, version: number) =>
      setState(by, id, version, 'published'),

    unpublish: (by: StaffMember, id: string, version: number) =>
      setState(by, id, version, 'draft'),
  }
}

export type BlogEditingService = ReturnType<typeof createBlogEditingService>
