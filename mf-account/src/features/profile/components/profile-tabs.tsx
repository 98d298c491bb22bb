import { useOrders } from '@food/shared/query'
import { closeProfileDrawer, useProfileDrawerView } from '@food/shared/store'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { nextTabIndex } from '../utils/next-tab-index'
import { AddressPanel } from './address-panel'
import { OrderHistory } from './order-history'
import styles from './profile-tabs.module.css'

const TABS = ['history', 'address'] as const
type TabKey = (typeof TABS)[number]

/**
 * Order History and Address as an ARIA tablist (arrow keys, Home and End move
 * between tabs); Order Summary sits beside them as a link, because it leaves
 * the drawer for /orders instead of showing a panel.
 */
export function ProfileTabs() {
  const { orders, loaded } = useOrders()
  // Opened to add an address (from checkout): the Address tab with its form.
  const [startWithForm, setStartWithForm] = useState(
    useProfileDrawerView() === 'new-address',
  )
  const [active, setActiveTab] = useState<TabKey>(
    startWithForm ? 'address' : 'history',
  )
  const setActive = (key: TabKey) => {
    setStartWithForm(false)
    setActiveTab(key)
  }
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})
  const id = useId()
  const tabId = (key: TabKey) => `${id}-${key}-tab`
  const panelId = (key: TabKey) => `${id}-${key}-panel`

  const labels: Record<TabKey, string> = {
    history: loaded ? `Order History (${orders.length})` : 'Order History',
    address: 'Address',
  }

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = nextTabIndex(event.key, TABS.indexOf(active), TABS.length)
    const next = index === null ? undefined : TABS[index]
    if (!next) return
    event.preventDefault()
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div className={styles.bar}>
        <div
          role="tablist"
          aria-label="Your account"
          className={styles.tablist}
          onKeyDown={handleKeyDown}
        >
          {TABS.map((key) => (
            <button
              key={key}
              ref={(node) => {
                tabRefs.current[key] = node
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              aria-selected={key === active}
              aria-controls={key === active ? panelId(key) : undefined}
              tabIndex={key === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(key)}
            >
              {labels[key]}
            </button>
          ))}
        </div>
        <Link to="/orders" className={styles.tab} onClick={closeProfileDrawer}>
          Order Summary
        </Link>
      </div>
      {/* Only the chosen panel is rendered: the drawer's focus trap counts every button inside it, hidden or not. */}
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)}>
        {active === 'history' ? (
          <OrderHistory />
        ) : (
          <AddressPanel
            startWithForm={startWithForm}
            onStartFormDone={closeProfileDrawer}
          />
        )}
      </div>
    </div>
  )
}
