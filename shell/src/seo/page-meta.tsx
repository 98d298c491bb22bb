import { useShopSettings } from '@food/shared/query'
import { useSiteUrl } from '@food/shared/site'

type Props = {
  title: string
  description: string
  path: string
  noIndex?: boolean
  /** An article (a blog post) carries its own title, without the site's name. */
  type?: 'website' | 'article'
  /** An absolute image URL for link previews. */
  image?: string | null
}

export const FALLBACK_SITE_NAME = 'Anatolia Grill Belfast'

/**
 * Title, description, canonical URL, Open Graph and Twitter tags, for search
 * engines and link previews. React 19 hoists them into <head>; the render
 * server sends them in the HTML. The shell owns them for every route (the
 * areas render none of their own, see ADR 004).
 */
export function PageMeta({
  title,
  description,
  path,
  noIndex = false,
  type = 'website',
  image = null,
}: Props) {
  const siteName = useShopSettings()?.shop.name ?? FALLBACK_SITE_NAME
  const fullTitle = type === 'article' ? title : `${title} | ${siteName}`
  const url = `${useSiteUrl()}${path}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      {image && <meta property="og:image" content={image} />}
      <meta
        name="twitter:card"
        content={image ? 'summary_large_image' : 'summary'}
      />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  )
}
