import type { StaffMember } from '@food/shared/types'
import { Spinner } from '@food/shared/ui'
import { lazy, Suspense } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import { ActivityPage } from '../features/activity/components/activity-page'
import { KitchenBoard } from '../features/board/components/kitchen-board'
import {
  useBoard,
  useBoardStream,
} from '../features/board/hooks/use-board-stream'
import { useRinging } from '../features/board/hooks/use-ringing'
import { HoursPage } from '../features/hours/components/hours-page'
import { SoldOutPage } from '../features/menu/components/sold-out-page'
import { MenuEditorPage } from '../features/menu-editor/components/menu-editor-page'
import { PostEditorPage } from '../features/posts/components/post-editor-page'
import { PostsPage } from '../features/posts/components/posts-page'
import { StaffPage } from '../features/staff/components/staff-page'
import { TakingsPage } from '../features/takings/components/takings-page'
import { KITCHEN_PATH } from '../lib/routes'
import ui from '../lib/ui.module.css'
import { KitchenHeader } from './kitchen-header'

// The owner's site pages (forms, the Markdown preview) load when opened, never with the board.
const SitePage = lazy(() =>
  import('../features/site/components/site-page').then((module) => ({
    default: module.SitePage,
  })),
)

const NO_BOARD_YET = { ringSound: 'beep', ringVolume: 0 } as const

/**
 * A signed-in member's kitchen. The live board and its ring run here, above
 * the pages, so they go on while a member is on another kitchen page.
 */
export function KitchenLayout({ member }: { member: StaffMember }) {
  useBoardStream()
  const board = useBoard()
  // Until the first board there is nothing to ring for.
  useRinging(board?.orders ?? [], board?.settings ?? NO_BOARD_YET)
  const isOwner = member.role === 'owner'
  return (
    <div>
      <KitchenHeader member={member} />
      <Routes>
        <Route index element={<KitchenBoard board={board} />} />
        <Route path="menu" element={<SoldOutPage />} />
        <Route
          path="menu-editor"
          element={isOwner ? <MenuEditorPage /> : <OwnerOnly />}
        />
        <Route
          path="takings"
          element={isOwner ? <TakingsPage /> : <OwnerOnly />}
        />
        <Route path="hours" element={isOwner ? <HoursPage /> : <OwnerOnly />} />
        <Route
          path="site/*"
          element={
            isOwner ? (
              <Suspense fallback={<Spinner label="Loading the site pages…" />}>
                <SitePage />
              </Suspense>
            ) : (
              <OwnerOnly />
            )
          }
        />
        <Route
          path="staff"
          element={isOwner ? <StaffPage selfId={member.id} /> : <OwnerOnly />}
        />
        <Route path="posts" element={isOwner ? <PostsPage /> : <OwnerOnly />} />
        <Route
          path="posts/:postId"
          element={
            isOwner ? <PostEditorPage author={member.name} /> : <OwnerOnly />
          }
        />
        <Route
          path="activity"
          element={isOwner ? <ActivityPage /> : <OwnerOnly />}
        />
        <Route path="*" element={<NotHere />} />
      </Routes>
    </div>
  )
}

function OwnerOnly() {
  return (
    <section>
      <h1>Owner only</h1>
      <p role="alert" className={ui.error}>
        Only the owner can see this page.
      </p>
      <Link to={KITCHEN_PATH}>Back to the orders</Link>
    </section>
  )
}

function NotHere() {
  return (
    <section>
      <h1>Not in the kitchen</h1>
      <p>There is no such kitchen page.</p>
      <Link to={KITCHEN_PATH}>Back to the orders</Link>
    </section>
  )
}
