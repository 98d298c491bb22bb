import { Spinner } from '@food/shared/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode, RefObject } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './site.module.css'

type Props<T> = {
  title: string
  intro: string
  query: UseQueryResult<T>
  notice: string
  /** Where the focus goes after a save (the form is made again). */
  noticeRef: RefObject<HTMLParagraphElement | null>
  children: (data: T) => ReactNode
}

/** A section's heading, the server's last sentence, and its form once it has loaded. */
export function SectionFrame<T>({
  title,
  intro,
  query,
  notice,
  noticeRef,
  children,
}: Props<T>) {
  return (
    <section aria-label={title}>
      <h2 className={styles.subtitle}>{title}</h2>
      <p>{intro}</p>
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className={notice ? ui.note : styles.quiet}
      >
        {notice}
      </p>
      {query.isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}…`} />
      ) : query.isError ? (
        <p role="alert" className={ui.error}>
          {query.error.message}
        </p>
      ) : (
        children(query.data)
      )}
    </section>
  )
}
