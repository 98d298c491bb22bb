import Markdown, { type Components } from 'react-markdown'
import styles from './blog-markdown.module.css'

// The page has one h1 (the post title), so a heading in the text starts at h2.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  img: ({ node: _node, alt = '', ...props }) => (
    <img alt={alt} loading="lazy" decoding="async" {...props} />
  ),
}

/**
 * A post's Markdown. No rehype-raw: raw HTML such as <script> is shown as
 * text, and the default urlTransform empties javascript: and other unsafe URLs.
 */
export function BlogMarkdown({ content }: { content: string }) {
  return (
    <div className={styles.content}>
      <Markdown components={components}>{content}</Markdown>
    </div>
  )
}
