import { POST_LIMITS as MAX } from '@food/shared/types'
import {
  isPlainMultilineText,
  isPlainText,
  isPostSlug,
} from '@food/shared/validation'
import { photo } from '@food/shared/wire'
import { z } from 'zod'
import { PHOTO_ID } from '../photo/photo-files'

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

/** What the owner writes: the same rules for a new post and a saved one. */
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

export type PostFields = z.infer<typeof postFields>

const version = z
  .number({
    error: 'version must be the number of the copy the editor loaded.',
  })
  .int('version must be the number of the copy the editor loaded.')
  .min(1, 'version must be the number of the copy the editor loaded.')

export const savePostBody = postFields.extend({ version })
export const postVersionBody = z.object({ version })

export const postParams = z.object({
  postId: z.string().min(1).max(100),
})

const postState = z.enum(['draft', 'published'])

const staffPostSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  state: postState,
  version: z.number().int(),
  publishedAt: z.string().nullable(),
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

export type StaffPostView = z.infer<typeof staffPost>
/** A post as the repository reads it: the service puts the cover photo in for photoId. */
export type StaffPostRead = Omit<StaffPostView, 'coverPhoto'> & {
  photoId: string | null
}
export type StaffPostSummaryView = z.infer<typeof staffPostSummary>

export const staffPostsReply = z.object({
  status: z.literal(true),
  data: z.array(staffPostSummary),
})

export const staffPostReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: staffPost,
})
