import { useShopSettings } from '@food/shared/query'
import { useSiteUrl } from '@food/shared/site'

type Props = {
  title: string
  description: string
  path: string
  noIndex?: boolean
}

export const FALLBACK_SITE_NAME = 'Anatolia Grill Belfast'

/** Title, description and Open Graph tags; React 19 hoists them into <head>. */
export function PageMeta({ title, description, path, noIndex = false }: Props) {
  const siteName = useShopSettings()?.shop.name ?? FALLBACK_SITE_NAME
  const fullTitle = `${title} | ${siteName}`
  const url = `${useSiteUrl()}${path}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
    </>
  )
}
