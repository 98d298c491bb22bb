/** The owner's limits on a News & Insights post; the API refuses anything past them. */
export const POST_LIMITS = {
  title: 120,
  slug: 80,
  excerpt: 300,
  content: 50_000,
  tags: 8,
  tag: 30,
  author: 60,
} as const

/** A post as the owner edits it, a row of the list, and what the editor sends: the wire's. */
export type {
  StaffPost,
  StaffPostFields,
  StaffPostSummary,
} from '../wire/blog-editing'
