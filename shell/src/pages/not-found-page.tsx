import { Link, useLocation } from 'react-router-dom'
import { PageMeta } from '../seo/page-meta'
import styles from './content-page.module.css'

export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <section className={styles.page}>
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist."
        path={pathname}
        noIndex
      />
      <h1>Page not found</h1>
      <p>
        Sorry, we couldn't find that page. It may have moved, or the link may be
        wrong.
      </p>
      <p>
        <Link to="/">Back to the menu</Link>
      </p>
    </section>
  )
}
