import Markdown, { type Components } from 'react-markdown'

// A page has one h1 (its title), so a heading in the text starts at h2.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  // An unsafe link (javascript:, data:) comes out of urlTransform empty: no href at all then,
  // rather than href="" (a link back to the page itself).
  a: ({ node: _node, href, ...props }) => (
    <a href={href || undefined} {...props} />
  ),
  img: ({ node: _node, alt = '', ...props }) => (
    <img alt={alt} loading="lazy" decoding="async" {...props} />
  ),
}

/**
 * The one renderer for Markdown written by the restaurant (posts, policies, the owner's
 * preview). No rehype-raw: raw HTML such as <script> shows as text, and react-markdown's
 * default urlTransform empties javascript:, data: and other unsafe link and image URLs.
 */
export function SafeMarkdown({
  content,
  className,
}: {
  content: string
  className?: string
}) {
  return (
    <div className={className}>
      <Markdown components={components}>{content}</Markdown>
    </div>
  )
}
