import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, type RefObject, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { showPopup } from '../store/actions'
import { Popup } from './popup'
import { useModal } from './use-modal'

type ModalProps = {
  onClose?: () => void
  initialFocus?: string | 'panel'
  returnFocusRef?: RefObject<HTMLElement | null>
  children?: ReactNode
}

function Modal({
  onClose,
  initialFocus,
  returnFocusRef,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  useModal({
    panelRef,
    onClose,
    initialFocus: initialFocus === 'panel' ? panelRef : initialFocus,
    returnFocusRef,
  })
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label="Example"
      tabIndex={-1}
    >
      {children ?? (
        <>
          <button type="button" onClick={onClose}>
            Close
          </button>
          <button type="button" disabled>
            Disabled
          </button>
          <input aria-label="Note" />
          <button type="submit">Save</button>
        </>
      )}
    </div>
  )
}

/** A page with an opener, another control, the popup, and the modal when open. */
function Page({
  closable = true,
  ...props
}: Omit<ModalProps, 'onClose' | 'returnFocusRef'> & {
  closable?: boolean
  namesOpener?: boolean
}) {
  const [isOpen, setIsOpen] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)
  const { namesOpener, ...modal } = props
  return (
    <>
      <button ref={openerRef} type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {isOpen && (
        <Modal
          {...modal}
          onClose={closable ? () => setIsOpen(false) : undefined}
          returnFocusRef={namesOpener ? openerRef : undefined}
        />
      )}
      <Popup />
    </>
  )
}

async function open(page: ReactNode = <Page />) {
  const user = userEvent.setup()
  render(page)
  await user.click(screen.getByRole('button', { name: 'Open' }))
  return user
}

const button = (name: string) => screen.getByRole('button', { name })
const dialog = () => screen.queryByRole('dialog', { name: 'Example' })

describe('useModal', () => {
  it('moves the focus to the first control that Tab can reach', async () => {
    await open()
    expect(document.activeElement).toBe(button('Close'))
  })

  it('moves the focus to the control the caller names by selector', async () => {
    await open(<Page initialFocus="input" />)
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Note' }),
    )
  })

  it('moves the focus to the panel itself when the caller names it', async () => {
    await open(<Page initialFocus="panel" />)
    expect(document.activeElement).toBe(dialog())
  })

  it('focuses the panel itself when it has no control', async () => {
    await open(<Page>{<p>Nothing to press</p>}</Page>)
    expect(document.activeElement).toBe(dialog())
  })

  it('leaves the focus where the content put it', async () => {
    function Content() {
      return <input aria-label="Own field" ref={(input) => input?.focus()} />
    }
    await open(
      <Page>
        <button type="button">First</button>
        <Content />
      </Page>,
    )
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Own field' }),
    )
  })

  it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
    const user = await open()
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Note' }),
    )
    await user.tab()
    expect(document.activeElement).toBe(button('Save'))
    await user.tab()
    expect(document.activeElement).toBe(button('Close'))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Save'))
  })

  it('brings the focus back inside when Tab is pressed from outside', async () => {
    const user = await open()
    act(() => (document.activeElement as HTMLElement).blur())
    expect(document.activeElement).toBe(document.body)
    await user.tab()
    expect(document.activeElement).toBe(button('Close'))
    act(() => (document.activeElement as HTMLElement).blur())
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Save'))
  })

  it('closes on Escape and gives the focus back to the opener', async () => {
    const user = await open()
    await user.keyboard('{Escape}')
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(button('Open'))
  })

  it('gives the focus back to the opener the caller names', async () => {
    const user = userEvent.setup()
    render(<Page namesOpener />)
    // A click that leaves the focus where it was, as Safari's on a button.
    act(() => button('Elsewhere').focus())
    act(() => button('Open').click())
    expect(dialog()).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(button('Open'))
  })

  it('lets Escape close only the popup while one is up', async () => {
    const user = await open()
    act(() =>
      showPopup({ type: 'error', title: 'Error', message: 'Could not add.' }),
    )
    expect(screen.getByRole('alert', { name: 'Error' })).toBeTruthy()
    // The popup never takes the focus: the key still starts in the modal.
    expect(document.activeElement).toBe(button('Close'))

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alert', { name: 'Error' })).toBeNull()
    expect(dialog()).not.toBeNull()

    await user.keyboard('{Escape}')
    expect(dialog()).toBeNull()
  })

  it('stays open on Escape when it has no close', async () => {
    const user = await open(<Page closable={false} />)
    await user.keyboard('{Escape}')
    expect(dialog()).not.toBeNull()
  })
})
