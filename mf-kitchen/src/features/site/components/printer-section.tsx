import {
  kitchenBoardQuery,
  printingSettingsQuery,
  setAutoPrint,
} from '@food/shared/api'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import type { KitchenBoard, PrintingSettings } from '@food/shared/types'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import ui from '../../../lib/ui.module.css'
import { SectionFrame } from './section-frame'

/**
 * The owner's auto-print switch: each accepted order's ticket prints by itself, on the
 * kitchen printer when the API has one (PRINTER_URL), else from the tablet that accepted it.
 */
export function PrinterSection() {
  const queryClient = useAppQueryClient()
  const query = useAppQuery(printingSettingsQuery())
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const save = useMutation(
    {
      mutationFn: setAutoPrint,
      onSuccess: ({ data }) => {
        queryClient.setQueryData(printingSettingsQuery().queryKey, data)
        // This tablet's board follows at once; the others when their stream reconnects.
        queryClient.setQueryData(
          kitchenBoardQuery().queryKey,
          (board: KitchenBoard | undefined) =>
            board && {
              ...board,
              settings: { ...board.settings, autoPrint: data.autoPrint },
            },
        )
      },
    },
    queryClient,
  )
  return (
    <SectionFrame
      title="Kitchen printer"
      intro="Where the kitchen’s tickets print, and whether accepting an order prints its ticket."
      query={query}
      notice={save.data?.message ?? ''}
      noticeRef={noticeRef}
    >
      {(settings: PrintingSettings) => (
        <div className={ui.form}>
          <p>
            {settings.printer
              ? `Tickets print on the ${settings.printer.model} at ${settings.printer.address}.`
              : 'No kitchen printer is set up: tickets print from the tablet’s browser.'}
          </p>
          <label className={ui.choice}>
            <input
              type="checkbox"
              checked={save.isPending ? save.variables : settings.autoPrint}
              aria-disabled={save.isPending}
              onChange={(event) => {
                if (!save.isPending) save.mutate(event.target.checked)
              }}
            />
            Print each order’s ticket when it is accepted
          </label>
          {save.isError && (
            <p role="alert" className={ui.error}>
              {save.error.message}
            </p>
          )}
        </div>
      )}
    </SectionFrame>
  )
}
