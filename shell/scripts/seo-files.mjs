const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/info',
  '/news-and-insights',
  '/privacy-policy',
  '/terms',
]

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /checkout',
    'Disallow: /orders',
    'Disallow: /login',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

async function blogPosts(apiBase) {
  try {
    const response = await fetch(`${apiBase}/blog`, {
      signal: AbortSignal.timeout(3000),
    })
    const body = await response.json()
    return Array.isArray(body.posts) ? body.posts : []
  } catch (error) {
    // A sitemap without posts is still a valid sitemap.
    console.warn('sitemap: blog posts unavailable:', error.message)
    return []
  }
}

/** sitemap.xml: the public pages and every blog post, from the API. */
export async function sitemapXml(origin, apiBase) {
  const posts = await blogPosts(apiBase)
  const urls = [
    ...PUBLIC_ROUTES.map((route) => ({ loc: `${origin}${route}` })),
    ...posts.map((post) => ({
      loc: `${origin}/news-and-insights/${encodeURIComponent(post.slug)}`,
      lastmod: post.updatedAt,
    })),
  ]
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(new Date(lastmod).toISOString())}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}
