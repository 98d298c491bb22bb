import {
  printingSettingsQuery,
  setAutoPrint,
  setKitchenPrinter,
} from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import type { PrinterPayload, PrintingSettings } from '@food/shared/types'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { changeBoardSettings } from '../../../lib/board-settings'
import ui from '../../../lib/ui.module.css'
import { useVersionedEdit } from '../hooks/use-versioned-edit'
import { modelName } from '../utils/printer-form'
import { PrinterForm } from './printer-form'
import { SectionFrame } from './section-frame'
import { TestPrint } from './test-print'

/**
 * The owner's kitchen printer: its address and model (the server prints tickets on it), a
 * test page, and the auto-print switch: each accepted order's ticket prints by itself, on
 * that printer when one is set, else from the tablet that accepted it.
 */
export function PrinterSection() {
  const queryClient = useAppQueryClient()
  const followOnBoard = ({ autoPrint, printer }: PrintingSettings) =>
    changeBoardSettings(queryClient, { autoPrint, printer })
  const edit = useVersionedEdit(
    printingSettingsQuery(),
    async (printer: PrinterPayload) => {
      const saved = await setKitchenPrinter(printer)
      followOnBoard(saved.data)
      return saved
    },
  )
  // Which save the sentence at the top is about: the printer's or the switch's.
  const [lastSaved, setLastSaved] = useState<'printer' | 'autoPrint'>('printer')
  const save = useMutation(
    {
      mutationFn: setAutoPrint,
      onSuccess: ({ data }) => {
        queryClient.setQueryData(printingSettingsQuery().queryKey, data)
        followOnBoard(data)
      },
    },
    queryClient,
  )
  return (
    <SectionFrame
      title="Kitchen printer"
      intro="Where the kitchen’s tickets print, and whether accepting an order prints its ticket."
      query={edit.query}
      notice={
        lastSaved === 'autoPrint' ? (save.data?.message ?? '') : edit.notice
      }
      noticeRef={edit.noticeRef}
    >
      {(settings: PrintingSettings) => (
        <>
          <p>
            {settings.printer
              ? `Tickets print on the ${modelName(settings, settings.printer.model)} at ${settings.printer.address}.`
              : 'No kitchen printer is set up: tickets print from the tablet’s browser.'}
          </p>
          <PrinterForm
            key={edit.formKey}
            initial={settings}
            edit={{
              ...edit,
              save: (printer) => {
                setLastSaved('printer')
                edit.save(printer)
              },
            }}
          />
          {settings.printer && <TestPrint key={settings.printer.address} />}
          <div className={ui.form}>
            <label className={ui.choice}>
              <input
                type="checkbox"
                checked={save.isPending ? save.variables : settings.autoPrint}
                aria-disabled={save.isPending}
                onChange={(event) => {
                  if (save.isPending) return
                  setLastSaved('autoPrint')
                  save.mutate(event.target.checked)
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
        </>
      )}
    </SectionFrame>
  )
}
