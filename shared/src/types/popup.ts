/** The one popup the page shows at a time. */
export type Popup = {
  type: 'success' | 'error'
  title: string
  message: string
}
