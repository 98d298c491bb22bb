import { isApiError } from '@food/shared/api'
import { ERROR_CODES } from '@food/shared/types'
import { splitRefusal } from '../../../lib/server-refusal'
import type { PostDraft } from './post-draft'

export type PostField = keyof PostDraft

const FIELDS = new Set<string>([
  'title',
  'slug',
  'excerpt',
  'content',
  'tags',
  'author',
])

/**
 * The server's refusal by field, to show next to each: a 400 names them
 * ("title: Give the post a title.; tags.1: A tag cannot be empty."), a 409
 * SLUG_TAKEN is the address's.
 */
export function fieldErrors(
  error: unknown,
): Partial<Record<PostField, string>> {
  if (!isApiError(error)) return {}
  if (error.code === ERROR_CODES.SLUG_TAKEN) return { slug: error.message }
  if (error.code !== ERROR_CODES.VALIDATION_ERROR) return {}
  const found: Partial<Record<PostField, string>> = {}
  for (const { path, text } of splitRefusal(error.message)) {
    const [field = ''] = path
    if (FIELDS.has(field)) found[field as PostField] ??= text
    if (field === 'coverPhotoId') found.coverPhoto ??= text
  }
  return found
}
