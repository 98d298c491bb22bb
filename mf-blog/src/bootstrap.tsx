// Standalone page on port 3003, for the blog team working without the shell.
// In the stitched site the shell owns the router, the API root and global CSS.
import '@food/shared/ui/tokens.css'
import { configureApi } from '@food/shared/api'
import { restoreSavedState } from '@food/shared/store'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom'
import BlogDetailPage from './exposes/blog-detail-page'
import BlogListPage from './exposes/blog-list-page'

const DEFAULT_API_BASE = 'http://localhost:4000/api'

// `?api=http://host:port/api` points the page at another API.
const apiBase =
  new URLSearchParams(window.location.search).get('api') ?? DEFAULT_API_BASE
configureApi({ baseURL: apiBase })
restoreSavedState()

function BlogDetailRoute() {
  const { slug = '' } = useParams()
  return <BlogDetailPage slug={slug} />
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <main>
          <Routes>
            <Route path="/" element={<BlogListPage />} />
            <Route path="/news-and-insights" element={<BlogListPage />} />
            <Route
              path="/news-and-insights/:slug"
              element={<BlogDetailRoute />}
            />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  )
}
