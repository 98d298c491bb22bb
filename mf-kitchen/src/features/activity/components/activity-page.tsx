import { staffAuditQuery } from '@food/shared/api'
import { formatDate } from '@food/shared/format'
import { useAppQueryClient } from '@food/shared/query'
import { formatShopTime } from '@food/shared/time'
import { Spinner } from '@food/shared/ui'
import { useInfiniteQuery } from '@tanstack/react-query'
import ui from '../../../lib/ui.module.css'
import styles from './activity-page.module.css'

/** What each audited action reads as; unknown ones show as sent. */
const ACTIONS: Record<string, string> = {
  'order-accepted': 'accepted',
  'order-auto-accepted': 'accepted (auto-accept)',
  'kitchen-settings-changed': 'changed the settings of the',
  'order-rejected': 'rejected',
  'order-rejected-unanswered': 'rejected (nobody answered)',
  'order-acknowledged': 'saw',
  'ready-time-changed': 'changed the ready time of',
  'order-undone': 'undid the last change to',
  'order-cancelled': 'cancelled',
  'order-ready': 'marked ready',
  'order-out-for-delivery': 'sent out for delivery',
  'order-delivered': 'marked delivered',
  'order-collected': 'marked collected',
  'sign-in': 'signed in',
  'staff-added': 'added',
  'staff-changed': 'changed',
  'staff-removed': 'removed',
  'post-created': 'wrote the draft',
  'post-saved': 'saved the post',
  'post-published': 'published',
  'post-unpublished': 'took off the site',
  'settings-saved': 'saved',
  'policy-saved': 'saved',
  'policy-restored': 'restored',
}

const actionText = (action: string) =>
  ACTIONS[action] ?? action.replaceAll('-', ' ')

/** The owner's activity log: every staff action, newest first. */
export function ActivityPage() {
  const audit = useInfiniteQuery(staffAuditQuery(), useAppQueryClient())
  const entries = audit.data?.pages.flat() ?? []
  return (
    <section className={styles.page} aria-labelledby="kitchen-activity-title">
      <h1 id="kitchen-activity-title" className={ui.pageTitle}>
        Activity
      </h1>
      {audit.isPending ? (
        <Spinner label="Loading the activity…" />
      ) : audit.isError && entries.length === 0 ? (
        <p role="alert" className={ui.error}>
          {audit.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <time dateTime={entry.at} className={styles.when}>
                {formatDate(entry.at)} {formatShopTime(new Date(entry.at))}
              </time>{' '}
              <strong>{entry.staffName}</strong> {actionText(entry.action)}{' '}
              {entry.subject}
            </li>
          ))}
        </ol>
      )}
      {audit.isFetchNextPageError && (
        <p role="alert" className={ui.error}>
          {audit.error?.message}
        </p>
      )}
      {audit.hasNextPage && (
        <button
          type="button"
          className={ui.button}
          aria-disabled={audit.isFetchingNextPage}
          onClick={() => {
            if (!audit.isFetchingNextPage) void audit.fetchNextPage()
          }}
        >
          {audit.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  )
}
