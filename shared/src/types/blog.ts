import type { BlogPostView } from '../wire/blog'

/** A post as the API sends it (@food/shared/wire), normalised (see `normaliseBlogPost`). */
export type BlogPost = BlogPostView & {
  /** Derived: null, an absolute URL, or the API root plus the path. */
  coverImageUrl: string | null
}

type BlogDetailError = { slug: string; message: string }

export type BlogListState = {
  items: BlogPost[]
  loading: boolean
  error: string | null
}

export type BlogDetailState = {
  item: BlogPost | null
  loading: boolean
  error: BlogDetailError | null
}
