import { configureApi } from '@food/shared/api'
import { loadProfile } from '@food/shared/query'
import {
  openLoginDrawer,
  openProfileDrawer,
  restoreSavedState,
  useIsLoggedIn,
} from '@food/shared/store'
import { Popup } from '@food/shared/ui'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router-dom'
import '@food/shared/ui/tokens.css'
import AccountDrawers from './exposes/account-drawers'
import LoginPage from './exposes/login-page'
import OrderTrackingBar from './exposes/order-tracking-bar'
import OrdersPage from './exposes/orders-page'

// Standalone page for the account team: the real store and API client,
// without the shell. `?api=` points it at another API.
const apiBase =
  new URLSearchParams(window.location.search).get('api') ??
  'http://localhost:4000/api'
configureApi({ baseURL: apiBase })
restoreSavedState()
void loadProfile()

function StandalonePage() {
  return (
    <BrowserRouter>
      <header style={{ display: 'flex', gap: 16, padding: 16 }}>
        <Link to="/orders">Orders</Link>
        <Link to="/login">Login page</Link>
        <span style={{ marginLeft: 'auto' }}>
          <AccountButton />
        </span>
      </header>
      <main style={{ padding: 16 }}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/orders/:orderId" element={<OneOrder />} />
          <Route path="*" element={<OrdersPage />} />
        </Routes>
      </main>
      <OrderTrackingBar />
      <AccountDrawers />
      <Popup />
    </BrowserRouter>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<StandalonePage />)

/** The shell's header button, plainly: it opens the drawers through the shared store. */
function AccountButton() {
  const isLoggedIn = useIsLoggedIn()
  return isLoggedIn ? (
    <button type="button" onClick={() => openProfileDrawer()}>
      Your account
    </button>
  ) : (
    <button type="button" onClick={openLoginDrawer}>
      Login
    </button>
  )
}

function OneOrder() {
  const { orderId = '' } = useParams()
  return <OrdersPage orderId={orderId} />
}
