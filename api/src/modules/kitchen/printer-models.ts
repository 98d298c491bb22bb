import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder'

/** The printers the encoder knows: their command language, code pages and columns. */
const PRINTER_MODELS = ReceiptPrinterEncoder.printerModels.map(
  (model) => model.id,
)

/** The same, with the names the owner chooses from (a few come with a leading space). */
export const PRINTER_MODEL_NAMES = ReceiptPrinterEncoder.printerModels.map(
  (model) => ({ id: model.id, name: model.name.trim() }),
)

export type PrinterModel = NonNullable<
  ConstructorParameters<typeof ReceiptPrinterEncoder>[0]
>['printerModel'] &
  string

export const isPrinterModel = (value: string): value is PrinterModel =>
  PRINTER_MODELS.includes(value)

/** "Epson TM-m30III" for `epson-tm-m30iii`; the id itself for one the encoder dropped. */
export const printerModelName = (id: string) =>
  PRINTER_MODEL_NAMES.find((model) => model.id === id)?.name ?? id
