import { staffMeQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import { Spinner } from '@food/shared/ui'
import { SignInPage } from '../features/sign-in/components/sign-in-page'
import { useStaffToken } from '../lib/staff-session'
import ui from '../lib/ui.module.css'
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
      <div>
        <p role="alert" className={ui.error}>
          {me.error.message}
        </p>
        <button
          type="button"
          className={ui.button}
          onClick={() => void me.refetch()}
        >
          Try again
        </button>
      </div>
    )
  }
  return <KitchenLayout member={me.data} />
}
