/** Where the kitchen lives in the site; the shell routes /kitchen/* here. */
export const KITCHEN_PATH = '/kitchen'
export const MENU_PATH = '/kitchen/menu'
export const MENU_EDITOR_PATH = '/kitchen/menu-editor'
export const TAKINGS_PATH = '/kitchen/takings'
export const HOURS_PATH = '/kitchen/hours'
export const STAFF_PATH = '/kitchen/staff'
export const ACTIVITY_PATH = '/kitchen/activity'
export const POSTS_PATH = '/kitchen/posts'
/** The editor of a post not saved yet. */
export const NEW_POST_PATH = '/kitchen/posts/new'

export function postEditPath(postId: string): string {
  return `${POSTS_PATH}/${encodeURIComponent(postId)}`
}

/** Where a published post is on the site (the shell's blog route). */
export function sitePostPath(slug: string): string {
  return `/news-and-insights/${encodeURIComponent(slug)}`
}
/** The owner's pages and settings of the site: policies, texts, contact, money rules. */
export const SITE_PATH = '/kitchen/site'
