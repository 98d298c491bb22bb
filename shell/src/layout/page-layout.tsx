import { useIsLoggedIn } from '@food/shared/store'
import { ErrorBoundary, Popup } from '@food/shared/ui'
import { Outlet, useLocation } from 'react-router-dom'
import { useFocusHeadingOnNavigate } from '../hooks/use-focus-heading-on-navigate'
import { OrderTrackingBar } from '../remotes/mf-account'
import { CartBar } from '../remotes/mf-menu-cart'
import { isKitchenPath } from '../remotes/route-modules'
import { RestaurantJsonLd } from '../seo/restaurant-json-ld'
import { ClosedBanner } from './closed-banner'
import { Footer } from './footer'
import { Header } from './header'
import styles from './page-layout.module.css'
import { ShopErrorBanner } from './shop-error-banner'
import { SkipToBasket } from './skip-to-basket'
import { StaffFrame } from './staff-frame'

const MAIN_ID = 'main'

/** The frame of every page: nothing here depends on a remote being up. */
export function PageLayout() {
  // Orders are tracked only with a session (SPEC section 2): a guest's page
  // does not load the tracking bar at all.
  const isLoggedIn = useIsLoggedIn()
  // The kitchen's pages are for staff: a frame of their own (ADR 034).
  const isKitchen = isKitchenPath(useLocation().pathname)
  useFocusHeadingOnNavigate(MAIN_ID)
  if (isKitchen) return <StaffFrame mainId={MAIN_ID} />
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <SkipToBasket className={styles.skipLink} />
      <ClosedBanner />
      <ShopErrorBanner />
      <Header />
      <main id={MAIN_ID} className={styles.main}>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      {/* The fixed bars: tracking above the basket, stuck to the foot of the screen. */}
      <div className={styles.bottomBars}>
        {isLoggedIn && <OrderTrackingBar />}
        <CartBar />
      </div>
      <Popup />
      <RestaurantJsonLd />
    </div>
  )
}
