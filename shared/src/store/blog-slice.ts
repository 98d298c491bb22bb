import { getBlogPost, getBlogPosts } from '../api/blog'
import type { BlogDetailState, BlogListState } from '../types/blog'
import { MESSAGES } from '../types/messages'
import { errorMessage, type SliceCreator } from './app-state'

export type BlogSlice = {
  blogList: BlogListState
  blogDetails: Record<string, BlogDetailState>
  fetchBlogList: () => Promise<void>
  fetchBlogDetail: (slug: string) => Promise<void>
  clearBlogList: () => void
  removeBlogDetail: (slug: string) => void
}

export const EMPTY_BLOG_LIST: BlogListState = {
  items: [],
  loading: false,
  error: null,
}

export const EMPTY_BLOG_DETAIL: BlogDetailState = {
  item: null,
  loading: false,
  error: null,
}

// Transitions are SPEC section 4's, one `set` per step.
export const createBlogSlice: SliceCreator<BlogSlice> = (set) => {
  const setDetail = (slug: string, detail: BlogDetailState) =>
    set((state) => ({ blogDetails: { ...state.blogDetails, [slug]: detail } }))

  return {
    blogList: EMPTY_BLOG_LIST,
    blogDetails: {},
    fetchBlogList: async () => {
      set((state) => ({
        blogList: { ...state.blogList, loading: true, error: null },
      }))
      try {
        const items = await getBlogPosts()
        set({ blogList: { items, loading: false, error: null } })
      } catch (error) {
        const message = errorMessage(error, MESSAGES.loadBlogsFailed)
        set((state) => ({
          blogList: { ...state.blogList, loading: false, error: message },
        }))
      }
    },
    fetchBlogDetail: async (slug) => {
      set((state) => ({
        blogDetails: {
          ...state.blogDetails,
          [slug]: {
            item: state.blogDetails[slug]?.item ?? null,
            loading: true,
            error: null,
          },
        },
      }))
      try {
        const item = await getBlogPost(slug)
        setDetail(slug, { item, loading: false, error: null })
      } catch (error) {
        const message = errorMessage(error, MESSAGES.loadBlogFailed)
        setDetail(slug, {
          item: null,
          loading: false,
          error: { slug, message },
        })
      }
    },
    clearBlogList: () =>
      set((state) => ({
        blogList: { ...state.blogList, items: [], error: null },
      })),
    removeBlogDetail: (slug) =>
      set((state) => {
        const { [slug]: _removed, ...rest } = state.blogDetails
        return { blogDetails: rest }
      }),
  }
}
