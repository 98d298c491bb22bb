import {
  activeCategories,
  blogListQuery,
  blogPostQuery,
  isApiError,
  menuItemsQuery,
  menuQuery,
  policyQuery,
  shopSettingsQuery,
  shopStatusQuery,
} from '@food/shared/api'
import { ERROR_CODES, type PolicyName } from '@food/shared/types'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** A query as the shared request modules define it (see shared/src/api). */
type Query = { queryKey: QueryKey; queryFn?: unknown }

/**
 * How the route's queries are answered: as defined (the browser), or from the
 * render server's own cache of API answers (server/server-data.ts).
 */
export type QueryRoute = <Q extends Query>(query: Q) => Q

const BLOG_POST = /^\/news-and-insights\/([^/]+)\/?$/
const POLICIES: Record<string, PolicyName> = {
  '/privacy-policy': 'privacy',
  '/terms': 'terms',
}

/** The slug of a blog post's path, decoded as the router decodes it; null elsewhere or when malformed. */
function blogSlugOf(pathname: string): string | null {
  const encoded = BLOG_POST.exec(pathname)?.[1]
  if (!encoded) return null
  try {
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}

/**
 * Asks for what a path's first screen shows: the shop's settings and status and
 * the blog list (header, footer, banner) on every page, and the page's own data
 * (the menu's categories and their dishes, a post, a policy). A failure stays
 * in the client as an error state, which the page shows as it would have in the
 * browser. The render server waits for this before it renders; a client-rendered
 * page starts it while its code is still on the way.
 */
export async function prefetchRouteData(
  client: QueryClient,
  pathname: string,
  route: QueryRoute = (query) => query,
): Promise<void> {
  const ask = (query: Query) =>
    client.prefetchQuery(
      route(query) as Parameters<QueryClient['prefetchQuery']>[0],
    )
  const slug = blogSlugOf(pathname)
  const policy = POLICIES[pathname.replace(/(.)\/$/, '$1')]
  // The menu page lists every active category under its chips, so all of them.
  const prefetchMenu = async () => {
    await ask(menuQuery())
    const menu = client.getQueryData(menuQuery().queryKey)
    const active = menu ? activeCategories(menu) : []
    await Promise.all(
      active.map((category) => ask(menuItemsQuery(category.id, 'all'))),
    )
  }
  await Promise.all([
    ask(shopSettingsQuery()),
    ask(shopStatusQuery()),
    ask(blogListQuery()),
    pathname === '/' && prefetchMenu(),
    slug !== null && ask(blogPostQuery(slug)),
    policy && ask(policyQuery(policy)),
  ])
}

/**
 * Where a post asked for at one of its old addresses lives now: the API
 * answers an old slug with the post, whose slug is the current one. Null when
 * the path is no post's, or is the post's own address.
 */
export function movedPostPath(
  client: QueryClient,
  pathname: string,
): string | null {
  const slug = blogSlugOf(pathname)
  if (slug === null) return null
  const post = client.getQueryData(blogPostQuery(slug).queryKey)
  if (!post?.slug || post.slug === slug) return null
  return `/news-and-insights/${encodeURIComponent(post.slug)}`
}

/** Whether a path names a blog post that does not exist, by the API's answer (a 404 page). */
export function isMissingPost(client: QueryClient, pathname: string): boolean {
  if (!BLOG_POST.test(pathname)) return false
  const slug = blogSlugOf(pathname)
  if (slug === null) return true
  const { error } = client.getQueryState(blogPostQuery(slug).queryKey) ?? {}
  return (
    isApiError(error) &&
    (error.status === 404 ||
      error.code === ERROR_CODES.BLOG_NOT_FOUND ||
      error.code === ERROR_CODES.INVALID_BLOG_SLUG)
  )
}
