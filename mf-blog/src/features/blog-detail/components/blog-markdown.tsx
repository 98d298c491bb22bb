import { SafeMarkdown } from '@food/shared/markdown'
import styles from './blog-markdown.module.css'

/** A post's Markdown, through the site's one safe renderer. */
export function BlogMarkdown({ content }: { content: string }) {
  return <SafeMarkdown className={styles.content} content={content} />
}
