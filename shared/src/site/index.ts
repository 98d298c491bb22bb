import { createContext, createElement, type ReactNode, useContext } from 'react'

const SiteUrlContext = createContext<string | null>(null)

/** Gives the render the site's public origin: the one the server rendered with. */
export function SiteUrlProvider({
  url,
  children,
}: {
  url: string
  children: ReactNode
}) {
  return createElement(SiteUrlContext.Provider, { value: url }, children)
}

/**
 * The site's public origin, for canonical and share links: SITE_URL (or the
 * request's host) on the server and in the page it rendered; the page's own
 * origin where no server gave one (a remote's standalone page).
 */
export function useSiteUrl(): string {
  return useContext(SiteUrlContext) ?? globalThis.location?.origin ?? ''
}
