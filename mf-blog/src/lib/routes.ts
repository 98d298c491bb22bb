/** Where the blog lives in the site; the shell owns the router and these routes. */
export const BLOG_LIST_PATH = '/news-and-insights'

export function blogPostPath(slug: string): string {
  return `${BLOG_LIST_PATH}/${encodeURIComponent(slug)}`
}
