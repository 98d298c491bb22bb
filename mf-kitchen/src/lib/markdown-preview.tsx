import { SafeMarkdown } from '@food/shared/markdown'
import type { MouseEvent } from 'react'

// A link followed from the preview would leave the editor and what is being written.
function stayInEditor(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault()
}

/** Markdown as the site will show it, through the site's one safe renderer; links stay put. */
export function MarkdownPreview({
  content,
  className,
}: {
  content: string
  className?: string
}) {
  return (
    // Only stops links navigating; the links keep their own roles and keys (Enter is a click).
    <div onClickCapture={stayInEditor}>
      <SafeMarkdown className={className} content={content} />
    </div>
  )
}
