import { lazy, type ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { NotFoundPage } from '../pages/not-found-page'
import { LoginPage, OrdersPage } from '../remotes/mf-account'
import { BlogDetailPage, BlogListPage } from '../remotes/mf-blog'
import { KitchenApp } from '../remotes/mf-kitchen'
import { CheckoutPage, MenuPage } from '../remotes/mf-menu-cart'
import { BlogPostMeta } from '../seo/blog-post-meta'
import { PageMeta } from '../seo/page-meta'

// The policies, the About story and the Info text are Markdown the owner writes: their
// renderer loads only on those pages, never with the menu.
const PolicyPage = lazy(() =>
  import('../pages/policy-page').then((module) => ({
    default: module.PolicyPage,
  })),
)
const AboutPage = lazy(() =>
  import('../pages/about-page').then((module) => ({
    default: module.AboutPage,
  })),
)
const InfoPage = lazy(() =>
  import('../pages/info-page').then((module) => ({
    default: module.InfoPage,
  })),
)

function BlogDetailRoute() {
  const { slug = '' } = useParams()
  return (
    <>
      <BlogPostMeta slug={slug} />
      <BlogDetailPage slug={slug} />
    </>
  )
}

function OrderRoute() {
  const { orderId = '' } = useParams()
  return (
    <>
      <PageMeta
        title={`Order ${orderId}`}
        description="Your order: what you ordered, its status and when to expect it."
        path={`/orders/${encodeURIComponent(orderId)}`}
        noIndex
      />
      <OrdersPage orderId={orderId} />
    </>
  )
}

type AppRoute = { path: string; element: ReactNode }

/** The routes of SPEC section 2; every page gets its metadata here (the shell owns SEO). */
export const ROUTES: AppRoute[] = [
  {
    path: '/',
    element: (
      <>
        <PageMeta
          title="Order Turkish kebabs, pizzas and wraps online"
          description="Order Turkish kebabs, stone-baked pizzas and wraps from our Belfast takeaway for delivery or collection. Open every evening from 16:30."
          path="/"
        />
        <MenuPage />
      </>
    ),
  },
  {
    path: '/orders',
    element: (
      <>
        <PageMeta
          title="Your orders"
          description="Track and review your orders."
          path="/orders"
          noIndex
        />
        <OrdersPage />
      </>
    ),
  },
  { path: '/orders/:orderId', element: <OrderRoute /> },
  {
    path: '/checkout',
    element: (
      <>
        <PageMeta
          title="Checkout"
          description="Review your basket and place your order."
          path="/checkout"
          noIndex
        />
        <CheckoutPage />
      </>
    ),
  },
  {
    path: '/login',
    element: (
      <>
        <PageMeta
          title="Log in"
          description="Log in or sign up with your mobile number."
          path="/login"
          noIndex
        />
        <LoginPage />
      </>
    ),
  },
  { path: '/info', element: <InfoPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/privacy-policy', element: <PolicyPage policy="privacy" /> },
  { path: '/terms', element: <PolicyPage policy="terms" /> },
  {
    path: '/news-and-insights',
    element: (
      <>
        <PageMeta
          title="News & Insights"
          description="News, offers and stories from our Turkish kebab, pizza and wrap takeaway in Belfast."
          path="/news-and-insights"
        />
        <BlogListPage />
      </>
    ),
  },
  { path: '/news-and-insights/:slug', element: <BlogDetailRoute /> },
  {
    // One route for /kitchen and its pages, so moving between them keeps the
    // board (and its live stream) mounted; the kitchen routes inside.
    path: '/kitchen/*',
    element: (
      <>
        <PageMeta
          title="Kitchen"
          description="The kitchen's order board, for the restaurant's staff."
          path="/kitchen"
          noIndex
        />
        <KitchenApp />
      </>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
]
