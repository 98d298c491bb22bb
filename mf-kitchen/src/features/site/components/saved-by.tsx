import { formatDate } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { PolicyVersionSummary } from '@food/shared/types'

/** "24 Nov 2026 19:05 by Mehmet" (Belfast's clock), and what a restore brought back. */
export function SavedBy({ version }: { version: PolicyVersionSummary }) {
  return (
    <>
      <time dateTime={version.savedAt}>
        {formatDate(version.savedAt)}{' '}
        {formatShopTime(new Date(version.savedAt))}
      </time>{' '}
      by {version.savedBy.name}
      {version.restoredFrom !== null &&
        ` (version ${version.restoredFrom} restored)`}
    </>
  )
}
