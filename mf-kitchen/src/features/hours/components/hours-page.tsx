import {
  removeHoursException,
  type StaffChange,
  saveHoursException,
  saveShopHours,
  shopHoursQuery,
} from '@food/shared/api'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import type { ShopHours } from '@food/shared/types'
import { Spinner } from '@food/shared/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { AddExceptionForm } from './add-exception-form'
import { ExceptionList } from './exception-list'
import styles from './hours-page.module.css'
import { WeekForm } from './week-form'

/** The owner's hours: the week's opening and delivery times, and dated exceptions. */
export function HoursPage() {
  const queryClient = useAppQueryClient()
  const hours = useAppQuery(shopHoursQuery())
  const [notice, setNotice] = useState('')
  const saved = ({ message, data }: StaffChange<ShopHours>) => {
    setNotice(message)
    queryClient.setQueryData(shopHoursQuery().queryKey, data)
  }
  const week = useMutation(
    { mutationFn: saveShopHours, onSuccess: saved },
    queryClient,
  )
  const add = useMutation(
    { mutationFn: saveHoursException, onSuccess: saved },
    queryClient,
  )
  const remove = useMutation(
    { mutationFn: removeHoursException, onSuccess: saved },
    queryClient,
  )
  const clearNotice = () => setNotice('')

  return (
    <section className={styles.page} aria-labelledby="kitchen-hours-title">
      <h1 id="kitchen-hours-title" className={ui.pageTitle}>
        Hours
      </h1>
      <p>
        Times are on Belfast’s clock. A closing time at or before the opening
        runs past midnight and belongs to the evening before (Friday 16:30 to
        02:00 is Friday night).
      </p>
      <p role="status" className={notice ? ui.note : styles.quiet}>
        {notice}
      </p>
      {hours.isPending ? (
        <Spinner label="Loading the hours…" />
      ) : hours.isError ? (
        <p role="alert" className={ui.error}>
          {hours.error.message}
        </p>
      ) : (
        <>
          <WeekForm
            hours={hours.data}
            isBusy={week.isPending}
            error={week.error?.message ?? null}
            onSave={(next) => {
              clearNotice()
              week.mutate(next)
            }}
          />
          <section
            className={styles.section}
            aria-labelledby="kitchen-exceptions-title"
          >
            <h2 id="kitchen-exceptions-title" className={styles.subtitle}>
              Exceptions
            </h2>
            <ExceptionList
              exceptions={hours.data.exceptions}
              isBusy={remove.isPending}
              error={remove.error?.message ?? null}
              onRemove={(date) => {
                clearNotice()
                remove.mutate(date)
              }}
            />
            <AddExceptionForm
              isBusy={add.isPending}
              error={add.error?.message ?? null}
              onAdd={(exception, done) => {
                clearNotice()
                add.mutate(exception, { onSuccess: done })
              }}
            />
          </section>
        </>
      )}
    </section>
  )
}
