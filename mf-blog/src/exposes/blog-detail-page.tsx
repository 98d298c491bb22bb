import type { BlogDetailPageProps } from '@food/shared/contracts'
import { BlogDetailPage as BlogDetail } from '../features/blog-detail/components/blog-detail-page'

/** mf_blog/BlogDetailPage: the page at /news-and-insights/:slug. */
export default function BlogDetailPage({ slug }: BlogDetailPageProps) {
  return <BlogDetail slug={slug} />
}
