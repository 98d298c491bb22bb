import { useQuery } from '@tanstack/react-query'
import { blogListQuery, blogPostQuery } from '../api/blog'
import type { BlogDetailState, BlogListState } from '../types/blog'
import { MESSAGES } from '../types/messages'
import { queryClient, useAppQueryClient } from './query-client'

const messageOf = (error: Error | null, fallback: string) =>
  error?.message || fallback

/**
 * The blog list as SPEC section 3 describes the client's state: items, a
 * loading flag and an error. Loading clears the error (section 4); a failure
 * keeps the items shown before.
 */
export function useBlogList(): BlogListState {
  const query = useQuery(blogListQuery(), useAppQueryClient())
  const error =
    query.isError && !query.isFetching
      ? messageOf(query.error, MESSAGES.loadBlogsFailed)
      : null
  return { items: query.data ?? [], loading: query.isFetching, error }
}

/**
 * One post's state (SPEC section 3): while loading the previous item is kept,
 * a failure empties it and stores the slug with the message.
 */
export function useBlogDetail(slug: string): BlogDetailState {
  const query = useQuery(blogPostQuery(slug), useAppQueryClient())
  const hasFailed = query.isError && !query.isFetching
  return {
    item: query.isError ? null : (query.data ?? null),
    loading: query.isFetching,
    error: hasFailed
      ? { slug, message: messageOf(query.error, MESSAGES.loadBlogFailed) }
      : null,
  }
}

/** Asks for the blog list again (its Try again). */
export async function fetchBlogList(): Promise<void> {
  await queryClient.refetchQueries({ queryKey: blogListQuery().queryKey })
}

/** Asks for one post again. */
export async function fetchBlogDetail(slug: string): Promise<void> {
  await queryClient.refetchQueries({ queryKey: blogPostQuery(slug).queryKey })
}

/** Empties the list and clears its error (SPEC section 4). */
export function clearBlogList(): void {
  queryClient.setQueryData(blogListQuery().queryKey, [])
}

/** Forgets the cached detail of one slug (SPEC section 4). */
export function removeBlogDetail(slug: string): void {
  queryClient.removeQueries({ queryKey: blogPostQuery(slug).queryKey })
}
