import { formatMoney } from './money'
import type { CheckoutSession, LineItem } from './objects'
import { successUrlOf } from './sessions'
import type { StoredSession } from './state'

const TITLE = 'Checkout (test)'

/**
 * The page session.url opens, standing in for Stripe's hosted Checkout: the lines, the
 * total, and Pay and Cancel buttons. A session that is no longer open says why and links
 * back to the site instead, as Stripe's page does.
 */
export function renderCheckoutPage({ session, lineItems }: StoredSession) {
  const total = formatMoney(session.amount_total, session.currency)
  const action = `/c/pay/${encodeURIComponent(session.id)}`
  const content =
    session.status === 'open'
      ? `${renderLines(lineItems, session.currency)}
    <p class="total">Total <strong>${total}</strong></p>
    <form method="post" action="${action}/pay"><button type="submit">Pay ${total}</button></form>
    ${session.cancel_url ? `<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>` : ''}`
      : renderClosed(session)
  return page(content)
}

export const renderNotFoundPage = () =>
  page(
    '<p role="alert">No checkout session here: the link is wrong or out of date.</p>',
  )

function renderClosed(session: CheckoutSession) {
  if (session.status === 'expired') {
    const back = session.cancel_url
      ? `<p><a href="${escapeHtml(session.cancel_url)}">Back to the shop</a></p>`
      : ''
    return `<p role="alert">This checkout session has expired.</p>${back}`
  }
  const message =
    session.payment_status === 'paid'
      ? 'This session has already been paid.'
      : 'This payment is being processed.'
  return `<p role="alert">${message}</p>
    <p><a href="${escapeHtml(successUrlOf(session))}">Continue</a></p>`
}

function renderLines(lineItems: LineItem[], currency: string) {
  const rows = lineItems.map(
    (line) => `<tr>
        <th scope="row">${escapeHtml(line.name)}${line.description ? `<br><small>${escapeHtml(line.description)}</small>` : ''}</th>
        <td>${line.quantity}</td>
        <td>${formatMoney(line.unitAmount * line.quantity, currency)}</td>
      </tr>`,
  )
  return `<table>
      <caption>Your order</caption>
      <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
      <tbody>${rows.join('')}</tbody>
    </table>`
}

function page(content: string) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${TITLE}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
    <h1>${TITLE}</h1>
    <p class="note">Test mode: fake Stripe. No card is charged.</p>
    ${content}
    </main>
  </body>
</html>`
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  .note { background: #fff4d6; padding: .5rem .75rem; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; }
  th, td { text-align: left; padding: .4rem 0; border-bottom: 1px solid #e3e8ee; vertical-align: top; }
  td:last-child { text-align: right; }
  small { color: #4f566b; font-weight: normal; }
  .total { font-size: 1.2rem; }
  button { width: 100%; padding: .75rem; margin-top: .5rem; font-size: 1rem; border: 0; border-radius: 4px; background: #635bff; color: #fff; cursor: pointer; }
  button.secondary { background: #e3e8ee; color: #1a1f36; }
`

function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
