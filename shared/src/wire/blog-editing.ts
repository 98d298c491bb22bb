import { POST_LIMITS as MAX } from '../types/staff-post'
import { isPlainMultilineText, isPlainText } from '../validation/plain-text'
import { isPostSlug } from '../validation/post-slug'
import { z } from '../validation/zod'
import { PHOTO_ID, photo } from './photo'

// The owner's News & Insights posts (/staff/posts): what the editor sends and what it is
// answered. Each refusal is in words the editor shows as they come.

/** A one-line text field of 1 to `max` characters, trimmed, each refusal in words. */
const line = (label: string, max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be ${max} characters or fewer.`)
    .refine(isPlainText, `${label} must be plain text on one line.`)

const tags = z
  .array(
    z
      .string({ error: 'Each tag must be text.' })
      .trim()
      .min(1, 'A tag cannot be empty.')
      .max(MAX.tag, `Each tag must be ${MAX.tag} characters or fewer.`)
      .refine(isPlainText, 'A tag must be plain text on one line.'),
    { error: 'tags must be a list of words.' },
  )
  .max(MAX.tags, `A post has at most ${MAX.tags} tags.`)
  .superRefine((list, ctx) => {
    const seen = list.map((tag) => tag.toLowerCase())
    const twice = list.find((_, i) => seen.indexOf(seen[i] ?? '') !== i)
    if (twice !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `The tag “${twice}” is there twice.`,
      })
  })

const postSlug = z
  .string({ error: 'The address (slug) must be text.' })
  .trim()
  .min(1, 'Give the post an address (slug).')
  .refine(
    isPostSlug,
    `The address (slug) may use only a–z, 0–9 and single hyphens between them (like grill-night), at most ${MAX.slug} characters.`,
  )

/**
 * POST /staff/posts: what the owner writes, the same rules for a new post and a saved one.
 * Without a slug, a new post gets one made from its title and a saved post keeps its own.
 */
export const postFields = z.object({
  title: line('The title', MAX.title, 'Give the post a title.'),
  slug: postSlug.optional(),
  excerpt: line(
    'The excerpt',
    MAX.excerpt,
    'Give the post an excerpt: a sentence or two for the list.',
  ),
  content: z
    .string({ error: 'Write the post’s text.' })
    .refine((text) => text.trim().length > 0, 'Write the post’s text.')
    .refine(
      (text) => text.length <= MAX.content,
      `The text must be ${MAX.content.toLocaleString('en-GB')} characters or fewer.`,
    )
    .refine(
      isPlainMultilineText,
      'The text must not contain control characters.',
    ),
  tags: tags.default([]),
  author: line('The author', MAX.author, 'Say who wrote the post.'),
  coverPhotoId: z
    .string({
      error: 'coverPhotoId must be the id of an uploaded photo, or null.',
    })
    .regex(
      PHOTO_ID,
      'coverPhotoId must be the id of an uploaded photo, or null.',
    )
    .nullable()
    .optional()
    .describe(
      'An uploaded photo (POST /staff/photos); null takes the cover off; absent keeps it',
    ),
})

const version = z
  .number({
    error: 'version must be the number of the copy the editor loaded.',
  })
  .int('version must be the number of the copy the editor loaded.')
  .min(1, 'version must be the number of the copy the editor loaded.')

/** PUT /staff/posts/{id}: the fields, from the `version` the editor loaded. */
export const savePostBody = postFields.extend({ version })
/** POST /staff/posts/{id}/publish and /unpublish. */
export const postVersionBody = z.object({ version })

// A draft is seen only in the kitchen; a published post is on the site.
const postState = z.enum(['draft', 'published'])

const staffPostSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  state: postState,
  version: z
    .number()
    .int()
    .describe('Up by one with every change; a save sends the one it was from'),
  publishedAt: z
    .string()
    .nullable()
    .describe(
      'When it first went on the site; null for a post never published',
    ),
  updatedAt: z.string(),
})

const staffPost = staffPostSummary.extend({
  excerpt: z.string(),
  content: z.string().describe('Markdown'),
  tags: z.array(z.string()),
  author: z.string(),
  coverImage: z.string().nullable(),
  coverPhoto: photo.nullable(),
  createdAt: z.string(),
  oldSlugs: z
    .array(z.string())
    .describe('Earlier addresses that still lead to this post'),
})

/** GET /staff/posts: every post, drafts too, the last changed first. */
export const staffPostsReply = z.object({
  status: z.literal(true),
  data: z.array(staffPostSummary),
})

/** GET /staff/posts/{id}, and every change: the post as it now is. */
export const staffPostReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: staffPost,
})

/** One row of the owner's list of posts. */
export type StaffPostSummary = z.infer<typeof staffPostSummary>
/** A post as the owner edits it. */
export type StaffPost = z.infer<typeof staffPost>
/** What the editor sends (z.input: before trims and defaults). */
export type StaffPostFields = z.input<typeof postFields>
