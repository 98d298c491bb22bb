import { SafeMarkdown } from '@food/shared/markdown'
import { Skeleton } from '@food/shared/ui'
import { PageMeta } from '../seo/page-meta'
import styles from './content-page.module.css'
import { usePolicy } from './use-policy'

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
  const state = usePolicy(policy)
  const page = PAGES[policy]
  return (
    <article className={styles.page}>
      <PageMeta
        title={page.title}
        description={page.description}
        path={page.path}
      />
      {state.status === 'loading' && (
        <div aria-busy="true">
          <h1>{page.title}</h1>
          <Skeleton height={320} />
        </div>
      )}
      {state.status === 'error' && (
        <>
          <h1>{page.title}</h1>
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <h1>{state.policy.title}</h1>
          <SafeMarkdown content={state.policy.content} />
        </>
      )}
    </article>
  )
}
