import type { BlogPost } from '@food/shared/types'
import { CoverImage } from '../../../lib/cover-image'
import { formatPostDate } from '../../../lib/format-post-date'
import styles from './blog-article.module.css'
import { BlogMarkdown } from './blog-markdown'

/**
 * How wide the cover is drawn: the article's column is at most 48rem (768 px) with 16 px
 * padding, inside the shell's main with its own 16 px: 736 px from a 800 px viewport on,
 * the viewport less 64 px below.
 */
export const ARTICLE_COVER_SIZES =
  '(min-width: 800px) 736px, calc(100vw - 64px)'

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
        photo={post.coverPhoto}
        sizes={ARTICLE_COVER_SIZES}
        title={post.title}
        className={styles.cover}
        isPriority
      />
      <BlogMarkdown content={post.content} />
    </article>
  )
}
