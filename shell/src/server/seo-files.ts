import { getBlogPosts } from '@food/shared/api'
import type { BlogPost } from '@food/shared/types'

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/info',
  '/news-and-insights',
  '/privacy-policy',
  '/terms',
]

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /checkout',
    'Disallow: /orders',
    'Disallow: /login',
    'Disallow: /kitchen',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

async function blogPosts(): Promise<BlogPost[]> {
  try {
    return await getBlogPosts()
  } catch (error) {
    // A sitemap without posts is still a valid sitemap.
    console.warn('sitemap: blog posts unavailable:', (error as Error).message)
    return []
  }
}

/** sitemap.xml: the public pages and every blog post, from the API. */
export async function sitemapXml(origin: string) {
  const posts = await blogPosts()
  const urls = [
    ...PUBLIC_ROUTES.map((route) => ({
      loc: `${origin}${route}`,
      lastmod: '',
    })),
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
