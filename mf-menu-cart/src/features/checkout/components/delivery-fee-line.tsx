import { formatMoney, formatTenths } from '@food/shared/format'
import type { DeliveryFeeState } from '../api/use-delivery-fee'
import styles from './checkout-form.module.css'
import pageStyles from './checkout-page.module.css'

/** "£2.50 delivery · 2 miles", "Free delivery · 0.8 miles". */
function describeFee(deliveryFee: number, mile: number): string {
  const price =
    deliveryFee === 0 ? 'Free delivery' : `${formatMoney(deliveryFee)} delivery`
  return `${price} · ${formatTenths(mile)} ${mile === 1 ? 'mile' : 'miles'}`
}

function FeeText({ fee }: { fee: DeliveryFeeState }) {
  switch (fee.status) {
    case 'none':
      return null
    case 'loading':
      return <p className={pageStyles.hint}>Working out the delivery fee…</p>
    case 'ready':
      return (
        <p className={styles.fee}>
          {describeFee(fee.fee.deliveryFee, fee.fee.mile)}
        </p>
      )
    case 'refused':
    case 'failed':
      return <p className={pageStyles.error}>{fee.message}</p>
  }
}

/** The fee for the chosen address, announced as it changes. */
export function DeliveryFeeLine({ fee }: { fee: DeliveryFeeState }) {
  return (
    <>
      <div role="status">
        <FeeText fee={fee} />
      </div>
      {fee.status === 'failed' && (
        <button
          type="button"
          className={pageStyles.secondaryButton}
          onClick={fee.retry}
        >
          Try the delivery fee again
        </button>
      )}
    </>
  )
}
