import { Navigate, NavLink, Route, Routes } from 'react-router-dom'
import { SITE_PATH } from '../../../lib/routes'
import ui from '../../../lib/ui.module.css'
import { ContactSection } from './contact-section'
import { KitchenBoardSection } from './kitchen-board-section'
import { MoneySection } from './money-section'
import { PoliciesSection } from './policies-section'
import { PrinterSection } from './printer-section'
import styles from './site.module.css'
import { TextsSection } from './texts-section'

const SECTIONS = [
  { path: 'policies', label: 'Policies', element: <PoliciesSection /> },
  { path: 'texts', label: 'About & Info', element: <TextsSection /> },
  { path: 'contact', label: 'Contact & social', element: <ContactSection /> },
  { path: 'money', label: 'Discount & delivery', element: <MoneySection /> },
  { path: 'printer', label: 'Kitchen printer', element: <PrinterSection /> },
  { path: 'kitchen', label: 'Kitchen board', element: <KitchenBoardSection /> },
]

/** The owner's pages and settings of the website, a section at a time. */
export function SitePage() {
  return (
    <section className={styles.page} aria-labelledby="kitchen-site-title">
      <h1 id="kitchen-site-title" className={ui.pageTitle}>
        Site
      </h1>
      <p>
        What customers read on the website and what they pay. A save shows on
        the site within a few seconds.
      </p>
      <nav aria-label="Site settings" className={styles.tabs}>
        {SECTIONS.map(({ path, label }) => (
          <NavLink
            key={path}
            to={`${SITE_PATH}/${path}`}
            className={styles.tab}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="policies" replace />} />
        {SECTIONS.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </section>
  )
}
