import { existsSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import {
  API_URL,
  CLOSED_API_URL,
  CLOSED_SITE_URL,
  OWNER_MOBILE,
  PORTS,
  REMOTE_URLS,
  SITE_URL,
  SPARE_SHELL_URL,
} from './fixtures/ports'

const root = path.resolve(import.meta.dirname, '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function apiServer(port: number, shopStatus: 'open' | 'closed') {
  const dataDir = path.join(import.meta.dirname, '.data', `api-${port}`)
  return {
    // A fresh database each run: migrations and seed are part of the test.
    command: `node -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" ${dataDir} && pnpm --filter @food/api start`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SHOP_STATUS_OVERRIDE: shopStatus,
      CORS_ORIGINS: `${SITE_URL},${SPARE_SHELL_URL},${CLOSED_SITE_URL}`,
      LOG_LEVEL: 'warn',
      OWNER_MOBILE,
      // Tests give each API-made customer its own client address (fixtures/customer.ts).
      TRUST_PROXY: 'true',
    },
  }
}

function staticServer(
  app: string,
  port: number,
  env: Record<string, string> = {},
) {
  return {
    command: `pnpm --filter @food/${app} serve`,
    cwd: root,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    env: { PORT: String(port), ...env },
  }
}

/** The shell's render server, on the remotes above and the given API. */
function shellServer(port: number, apiBase: string) {
  return staticServer('shell', port, {
    API_BASE: apiBase,
    MF_MENU_CART_URL: REMOTE_URLS.mf_menu_cart,
    MF_ACCOUNT_URL: REMOTE_URLS.mf_account,
    MF_BLOG_URL: REMOTE_URLS.mf_blog,
    MF_KITCHEN_URL: REMOTE_URLS.mf_kitchen,
  })
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
  ],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    apiServer(PORTS.api, 'open'),
    apiServer(PORTS.closedApi, 'closed'),
    staticServer('mf-menu-cart', PORTS.mf_menu_cart),
    staticServer('mf-account', PORTS.mf_account),
    staticServer('mf-blog', PORTS.mf_blog),
    staticServer('mf-kitchen', PORTS.mf_kitchen),
    shellServer(PORTS.shell, API_URL),
    // The same site rendered from the API whose shop is closed.
    shellServer(PORTS.closedShell, CLOSED_API_URL),
  ],
})
