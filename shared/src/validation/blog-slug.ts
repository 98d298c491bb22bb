/** A blog slug is any non-empty string (spaces alone do not count). */
export function isValidBlogSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.trim().length > 0
}
