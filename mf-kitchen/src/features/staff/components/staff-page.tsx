import {
  addStaffAccount,
  removeStaffAccount,
  type StaffAccountPayload,
  staffAccountsQuery,
} from '@food/shared/api'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import { Spinner } from '@food/shared/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { AddMemberForm } from './add-member-form'
import { MemberRow } from './member-row'
import styles from './staff-page.module.css'

/** The owner's staff list: who may sign in to the kitchen, and as what. */
export function StaffPage({ selfId }: { selfId: string }) {
  const queryClient = useAppQueryClient()
  const members = useAppQuery(staffAccountsQuery())
  const [notice, setNotice] = useState<string | null>(null)
  const refresh = (reply: { message: string }) => {
    setNotice(reply.message)
    void queryClient.invalidateQueries(staffAccountsQuery())
  }
  const add = useMutation(
    {
      mutationFn: (payload: StaffAccountPayload) => addStaffAccount(payload),
      onSuccess: refresh,
    },
    queryClient,
  )
  const remove = useMutation(
    { mutationFn: removeStaffAccount, onSuccess: refresh },
    queryClient,
  )

  return (
    <section className={styles.page} aria-labelledby="kitchen-staff-title">
      <h1 id="kitchen-staff-title" className={ui.pageTitle}>
        Staff
      </h1>
      {notice && (
        <p role="status" className={ui.note}>
          {notice}
        </p>
      )}
      {remove.error && (
        <p role="alert" className={ui.error}>
          {remove.error.message}
        </p>
      )}
      {members.isPending ? (
        <Spinner label="Loading the staff list…" />
      ) : members.isError ? (
        <p role="alert" className={ui.error}>
          {members.error.message}
        </p>
      ) : (
        <ul className={`${ui.cardList} ${styles.members}`}>
          {members.data.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isSelf={member.id === selfId}
              isBusy={remove.isPending}
              onRemove={() => remove.mutate(member.id)}
            />
          ))}
        </ul>
      )}
      <AddMemberForm
        isBusy={add.isPending}
        error={add.error?.message ?? null}
        onAdd={(payload, done) => {
          setNotice(null)
          add.mutate(payload, { onSuccess: done })
        }}
      />
    </section>
  )
}
