import { configureApi } from '@food/shared/api'
import { restoreSavedState } from '@food/shared/store'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import '@food/shared/ui/tokens.css'
import CartBar from './exposes/cart-bar'
import CheckoutPage from './exposes/checkout-page'
import MenuPage from './exposes/menu-page'

// The standalone page of this remote (port 3001): the real store and API
// client, without the shell. `?api=` points it at another API root.
const DEFAULT_API_BASE = 'http://localhost:4000/api'
const apiBase =
  new URLSearchParams(window.location.search).get('api') ?? DEFAULT_API_BASE
configureApi({ baseURL: apiBase })
restoreSavedState()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main className="standalone">
        <Routes>
          <Route path="/" element={<MenuPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
        </Routes>
      </main>
      <CartBar />
    </BrowserRouter>
  </StrictMode>,
)
