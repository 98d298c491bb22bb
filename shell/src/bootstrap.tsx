import { configureApi } from '@food/shared/api'
import { setRuntimeConfig } from '@food/shared/runtime-config'
import { fetchBlogList, loadProfile, loadShop } from '@food/shared/store'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@food/shared/ui/tokens.css'
import './global.css'
import { App } from './app/app'
import type { ShellRuntimeConfig } from './runtime/read-runtime-config'
import { setRemoteTimeoutMs } from './runtime/remote-timeout'

/** Starts the site once the runtime config is known. */
export function start(config: ShellRuntimeConfig) {
  setRuntimeConfig(config)
  configureApi({ baseURL: config.apiBase })
  setRemoteTimeoutMs(config.remoteTimeoutMs)
  // Data the header, footer and banner need, fetched once for every area.
  void loadShop()
  void fetchBlogList()
  void loadProfile()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
