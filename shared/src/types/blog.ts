import type { Photo } from './photo'

/** A blog post, normalised (see `normaliseBlogPost`). */
export type BlogPost = {
  _id: string
  slug: string
  title: string
  excerpt: string
  content: string
  coverImage: string | null
  /** Derived: null, an absolute URL, or the API root plus the path. */
  coverImageUrl: string | null
  /** The owner's uploaded cover (responsive variants); when set, it is shown instead of coverImage. */
  coverPhoto: Photo | null
  createdAt: string
  updatedAt: string
  /** When it went on the site: the date readers see. */
  publishedAt: string
  tags: string[]
  author: string | null
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
