import {
  isPlainText,
  numberedSlug,
  slugFromTitle,
} from '@food/shared/validation'
import { PostNotFoundError, SlugTakenError, StaleEditError } from '../../errors'
import type { PhotoService } from '../photo/photo.service'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import type { BlogEditingRepository, SlugUse } from './blog-editing.repository'
import type {
  PostFields,
  StaffPostRead,
  StaffPostView,
} from './blog-editing.schema'
import { changedFields } from './post-changes'

type Queries = Parameters<
  Parameters<BlogEditingRepository['transaction']>[0]
>[0]

/** A title with nothing to make an address from ("🍕") still gets one. */
const FALLBACK_SLUG = 'post'

/**
 * The owner writes News & Insights posts: drafts, saves checked against the version they
 * were made from, publishing, and addresses (slugs) whose old values keep leading to the
 * post (docs/decisions/008-post-slugs-and-drafts.md).
 */
export function createBlogEditingService(deps: {
  posts: BlogEditingRepository
  audit: StaffAuditService
  photos: Pick<PhotoService, 'requireUploaded' | 'withPhotos'>
  now: () => Date
}) {
  const { posts, audit, photos, now } = deps

  /** The post with its cover photo (read after the transaction: PGlite's one connection). */
  async function shown(post: StaffPostRead): Promise<StaffPostView> {
    const [withPhoto] = await photos.withPhotos([post])
    if (!withPhoto) throw new Error(`post ${post.id} vanished`)
    const { photo, ...rest } = withPhoto
    return { ...rest, coverPhoto: photo }
  }

  async function current(q: Queries, id: string, version?: number) {
    // No id has a control character, and PostgreSQL text cannot even hold a NUL.
    const post = isPlainText(id) ? await q.find(id) : null
    if (!post) throw new PostNotFoundError()
    if (version !== undefined && post.version !== version)
      throw new StaleEditError()
    return post
  }

  /** The first of `base`, `base-2`, `base-3`… that no post uses now or used before. */
  async function freeSlug(q: Queries, title: string) {
    const base = slugFromTitle(title) || FALLBACK_SLUG
    const taken = await q.slugsLike(base)
    // A base near 80 characters is cut to make room for "-n": those are asked one by one.
    const isFree = async (slug: string) =>
      slug.startsWith(base) ? !taken.has(slug) : !(await q.slugUse(slug))
    let slug = base
    for (let n = 2; !(await isFree(slug)); n += 1) slug = numberedSlug(base, n)
    return slug
  }

  /**
   * Lets `postId` live at `slug`: refused when another post lives there; an old address
   * (of this post or another) is taken over, so that old link now leads here.
   */
  async function claimSlug(q: Queries, slug: string, postId: string | null) {
    const use: SlugUse | null = await q.slugUse(slug)
    if (!use) return
    if (!use.isOldAddress) {
      if (use.postId !== postId) throw new SlugTakenError(slug, use.title)
      return
    }
    await q.dropOldSlug(slug)
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
    const { before, after } = await posts.transaction(async (q) => {
      const post = await current(q, id, version)
      if (post.state === state) return { before: post, after: post }
      return { before: post, after: await q.setState(id, state, now()) }
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
    list: () => posts.listSummaries(),

    get: async (id: string) => shown(await current(posts, id)),

    async create(by: StaffMember, fields: PostFields) {
      await photos.requireUploaded('coverPhotoId', fields.coverPhotoId)
      const post = await posts.transaction(async (q) => {
        const slug = fields.slug ?? (await freeSlug(q, fields.title))
        if (fields.slug) await claimSlug(q, slug, null)
        return q.insertDraft({ ...fields, slug }, now())
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
      const { before, after } = await posts.transaction(async (q) => {
        const post = await current(q, id, version)
        const slug = fields.slug ?? post.slug
        const at = now()
        if (slug !== post.slug) {
          await claimSlug(q, slug, id)
          // Links to a post that has been on the site keep working after it moves.
          if (post.publishedAt) await q.keepOldSlug(post.slug, id, at)
        }
        return {
          before: post,
          after: await q.update(id, { ...fields, slug }, at),
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
