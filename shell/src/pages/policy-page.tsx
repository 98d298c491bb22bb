import { policyQuery } from '@food/shared/api'
import { SafeMarkdown } from '@food/shared/markdown'
import { useAppQuery } from '@food/shared/query'
import { Skeleton } from '@food/shared/ui'
import { PageMeta } from '../seo/page-meta'
import styles from './content-page.module.css'

type Props = { policy: 'privacy' | 'terms' }

const PAGES = {
  privacy: {
    title: 'Privacy policy',
    path: '/privacy-policy',
    description: 'How we collect, use and protect your personal data.',
  },
  terms: {
    title: 'Terms and conditions',
    path: '/terms',
    description: 'The terms that apply when you order from us.',
  },
}

export function PolicyPage({ policy }: Props) {
  // The server embeds the text in the page it renders (ADR 005).
  const { data, error } = useAppQuery(policyQuery(policy))
  const page = PAGES[policy]
  return (
    <article className={styles.page}>
      <PageMeta
        title={page.title}
        description={page.description}
        path={page.path}
      />
      {!data && !error && (
        <div aria-busy="true">
          <h1>{page.title}</h1>
          <Skeleton height={320} />
        </div>
      )}
      {!data && error && (
        <>
          <h1>{page.title}</h1>
          <p role="alert" className={styles.error}>
            {error.message}
          </p>
        </>
      )}
      {data && (
        <>
          <h1>{data.title}</h1>
          <SafeMarkdown content={data.content} />
        </>
      )}
    </article>
  )
}
