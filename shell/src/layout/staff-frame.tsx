import { ErrorBoundary, Popup } from '@food/shared/ui'
import { Outlet } from 'react-router-dom'
import styles from './page-layout.module.css'

/**
 * The frame of the kitchen's pages (/kitchen…): staff at the pass need the
 * whole screen for orders, so none of the customer's frame (header with Login
 * and basket, footer, closed banner, basket and tracking bars) shows here. The
 * kitchen's own bar is inside its remote.
 */
export function StaffFrame({ mainId }: { mainId: string }) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to content
      </a>
      <main id={mainId} className={styles.staffMain}>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Popup />
    </div>
  )
}
