// Standalone page on port 3004, for the kitchen team working without the shell.
// In the stitched site the shell owns the router, the API root and global CSS.
import '@food/shared/ui/tokens.css'
import { configureApi } from '@food/shared/api'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import KitchenApp from './exposes/kitchen-app'

const DEFAULT_API_BASE = 'http://localhost:4000/api'

// `?api=http://host:port/api` points the page at another API.
const apiBase =
  new URLSearchParams(window.location.search).get('api') ?? DEFAULT_API_BASE
configureApi({ baseURL: apiBase })

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <main style={{ padding: '1rem', fontFamily: 'system-ui' }}>
          <Routes>
            <Route path="/" element={<Navigate to="/kitchen" replace />} />
            <Route path="/kitchen/*" element={<KitchenApp />} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  )
}
