import { serveShop, type TestServer } from '@food/shared/testing/server'
import type { MenuHoliday } from '@food/shared/types'
import { Popup } from '@food/shared/ui'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MenuSection } from '../features/menu/components/menu-section'
import { useIsOrderingOpen } from '../features/menu/hooks/use-is-ordering-open'
import { KEBABS, kebabItemsHandler } from './addon-fixtures'

/** Has the test API serve the dishes of addon-fixtures for any category. */
export function serveKebabs(api: TestServer): void {
  api.on('POST /menu/menu_item', kebabItemsHandler)
  serveShop(api)
}

/** The Kebabs section as the menu shows it (ordering off on a holiday or when closed). */
function KebabsSection({ holiday }: { holiday: MenuHoliday | null }) {
  return (
    <MenuSection
      category={KEBABS}
      filter={{ isVegOnly: false, avoided: [] }}
      isOrderingOpen={useIsOrderingOpen(holiday)}
      isFirst
    />
  )
}

/** The Kebabs section as the menu shows it, with the page's popup. */
export function renderKebabs(holiday: MenuHoliday | null = null) {
  const user = userEvent.setup()
  render(
    <>
      <KebabsSection holiday={holiday} />
      <Popup />
    </>,
  )
  return user
}

/** Clicks a dish's Add button and returns its dialog. */
export async function openDish(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
) {
  await user.click(await screen.findByRole('button', { name: `Add ${name}` }))
  return screen.getByRole('dialog', { name })
}

/** The dialog's submit button, whatever its price or state. */
export const basketButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^(Add to basket|Adding)/ })

export const isAriaDisabled = (element: HTMLElement) =>
  element.getAttribute('aria-disabled') === 'true'
