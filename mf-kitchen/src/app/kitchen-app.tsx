import { staffMeQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import { LoadError, Spinner } from '@food/shared/ui'
import { SignInPage } from '../features/sign-in/components/sign-in-page'
import { useStaffToken } from '../lib/staff-session'
import { KitchenLayout } from './kitchen-layout'

/** The kitchen's area: sign-in without a staff session, else its pages. */
export function KitchenApp() {
  const token = useStaffToken()
  return token ? <SignedIn /> : <SignInPage />
}

function SignedIn() {
  // A refused token is forgotten by the client, and the sign-in shows.
  const me = useAppQuery(staffMeQuery())
  if (me.isPending) return <Spinner label="Opening the kitchen…" />
  if (me.isError) {
    return (
      <LoadError
        message={me.error.message}
        onRetry={() => void me.refetch()}
        retryLabel="Try again"
      />
    )
  }
  return <KitchenLayout member={me.data} />
}
