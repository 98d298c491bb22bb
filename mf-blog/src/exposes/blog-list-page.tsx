import type { BlogListPageProps } from '@food/shared/contracts'
import { BlogListPage as BlogList } from '../features/blog-list/components/blog-list-page'

/** mf_blog/BlogListPage: the page at /news-and-insights. */
export default function BlogListPage(_props: BlogListPageProps) {
  return <BlogList />
}
