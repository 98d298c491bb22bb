import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder'

/** The printers the encoder knows: their command language, code pages and columns. */
export const PRINTER_MODELS = ReceiptPrinterEncoder.printerModels.map(
  (model) => model.id,
)

export type PrinterModel = NonNullable<
  ConstructorParameters<typeof ReceiptPrinterEncoder>[0]
>['printerModel'] &
  string

export const isPrinterModel = (value: string): value is PrinterModel =>
  PRINTER_MODELS.includes(value)
