import { isApiError } from '@food/shared/api'
import { ERROR_CODES, type PrintingSettings } from '@food/shared/types'

// The Kitchen printer section's form: the address as typed, the model, and which field the
// server's refusal belongs to.

export type PrinterForm = { address: string; model: string }

export const toPrinterForm = (settings: PrintingSettings): PrinterForm => ({
  address: settings.printer?.address ?? '',
  model: settings.model,
})

/** The server's refusal of the address or the model, to show at that field. */
export function printerFieldErrors(
  error: Error | null,
): Partial<Record<keyof PrinterForm, string>> {
  if (!isApiError(error)) return {}
  if (error.code === ERROR_CODES.PRINTER_ADDRESS_INVALID) {
    return { address: error.message }
  }
  if (error.code === ERROR_CODES.PRINTER_MODEL_UNKNOWN) {
    return { model: error.message }
  }
  return {}
}

/** "Epson TM-m30III" for its id, from the models the server lists. */
export const modelName = (settings: PrintingSettings, id: string) =>
  settings.models.find((model) => model.id === id)?.name ?? id
