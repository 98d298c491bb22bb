import type { BlogPost } from '@food/shared/types'
import { CoverImage } from '../../../lib/cover-image'
import { formatPostDate } from '../../../lib/format-post-date'
import styles from './blog-article.module.css'
import { BlogMarkdown } from './blog-markdown'

/** One post: title, byline, tags, cover and the Markdown body. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.byline}>
        {post.author && <>By {post.author} · </>}
        <time dateTime={post.publishedAt}>
          {formatPostDate(post.publishedAt)}
        </time>
      </p>
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {[...new Set(post.tags)].map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <CoverImage
        url={post.coverImageUrl}
        title={post.title}
        className={styles.cover}
        isPriority
      />
      <BlogMarkdown content={post.content} />
    </article>
  )
}
