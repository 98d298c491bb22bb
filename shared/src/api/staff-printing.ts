import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type {
  PrinterPayload,
  PrintingSettings,
  PrintPayload,
  TestPrintResult,
} from '../wire/kitchen-printing'
import type { OrderActionResult } from './staff'
import { staffCall, staffChange } from './staff-call'

// The kitchen printer's calls (api/src/modules/kitchen/kitchen-printing.routes.ts).

/**
 * Prints an order's ticket on the kitchen printer; `reprint` sends one that printed already.
 * The order comes back with its `print` state (printed, or failed and why).
 */
export async function printOnKitchenPrinter(
  reference: string,
  reprint: boolean,
): Promise<OrderActionResult> {
  const { message, data } = await staffChange<OrderActionResult['order']>(
    `/staff/orders/${encodeURIComponent(reference)}/print`,
    MESSAGES.orderActionFailed,
    { reprint } satisfies PrintPayload,
  )
  return { message, order: data }
}

/** The owner's switch: accepting an order prints its ticket. */
export const setAutoPrint = (autoPrint: boolean) =>
  staffChange<PrintingSettings>(
    '/staff/printing',
    MESSAGES.saveSiteSettingsFailed,
    { autoPrint },
  )

/** The owner's printer: its address (empty: none, tickets print from the browser) and model. */
export const setKitchenPrinter = (printer: PrinterPayload) =>
  staffChange<PrintingSettings>(
    '/staff/printer',
    MESSAGES.saveSiteSettingsFailed,
    printer,
    'PUT',
  )

/** A short test page on the printer now set; the message says whether it printed. */
export const printTestPage = () =>
  staffChange<TestPrintResult>(
    '/staff/printer/test',
    MESSAGES.saveSiteSettingsFailed,
  )

/** GET /staff/printing (owner): auto-print and the printer tickets go to. */
export const printingSettingsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'printing'],
    queryFn: async () =>
      (
        await staffCall<PrintingSettings>(
          'GET',
          '/staff/printing',
          MESSAGES.loadSiteSettingsFailed,
        )
      ).data,
  })
