import { useSiteName } from '../../../lib/use-site-name'

const DESCRIPTION =
  'News, offers and stories from our Turkish kebab, pizza and wrap takeaway in Belfast.'

/** Title and description for the list; React 19 hoists them into <head>. */
export function BlogListMeta() {
  const title = `News & Insights | ${useSiteName()}`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={DESCRIPTION} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={DESCRIPTION} />
      <meta property="og:type" content="website" />
    </>
  )
}
