import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type {
  StaffPost,
  StaffPostFields,
  StaffPostSummary,
} from '../types/staff-post'
import { type StaffChange, staffCall, staffChange } from './staff-call'

// The owner's News & Insights posts (api/src/modules/blog/blog-editing.*), with the
// staff token. Every change answers with the post as it now is, its new version included.

const postPath = (id: string) => `/staff/posts/${encodeURIComponent(id)}`

const change = (
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
): Promise<StaffChange<StaffPost>> =>
  staffChange<StaffPost>(url, MESSAGES.savePostFailed, data, method)

/** GET /staff/posts (owner): every post, drafts too, the last changed first. */
async function getStaffPosts(): Promise<StaffPostSummary[]> {
  return (
    await staffCall<StaffPostSummary[]>(
      'GET',
      '/staff/posts',
      MESSAGES.loadPostsFailed,
    )
  ).data
}

/** GET /staff/posts/{id} (owner): one post as the owner edits it. */
async function getStaffPost(id: string): Promise<StaffPost> {
  return (
    await staffCall<StaffPost>('GET', postPath(id), MESSAGES.loadPostFailed)
  ).data
}

/** POST /staff/posts (owner): a new post, saved as a draft (without a slug, one is made). */
export const createStaffPost = (fields: StaffPostFields) =>
  change('POST', '/staff/posts', fields)

/** PUT /staff/posts/{id} (owner): saves; refused (409 STALE_EDIT) if `version` is not the latest. */
export const saveStaffPost = (
  id: string,
  version: number,
  fields: StaffPostFields,
) => change('PUT', postPath(id), { ...fields, version })

/** POST /staff/posts/{id}/publish (owner): puts the post on the site. */
export const publishStaffPost = (id: string, version: number) =>
  change('POST', `${postPath(id)}/publish`, { version })

/** POST /staff/posts/{id}/unpublish (owner): takes it off the site, a draft again. */
export const unpublishStaffPost = (id: string, version: number) =>
  change('POST', `${postPath(id)}/unpublish`, { version })

/** The owner's list of posts. */
export const staffPostsQuery = () =>
  queryOptions({ queryKey: ['staff', 'posts'], queryFn: getStaffPosts })

/** One post in the editor. */
export const staffPostQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'posts', id],
    queryFn: () => getStaffPost(id),
  })
