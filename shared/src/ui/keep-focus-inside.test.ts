// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { keepFocusInside } from './keep-focus-inside'

function modal() {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="panel">
      <button id="first">First</button>
      <button id="disabled" disabled>Disabled</button>
      <input id="last" />
    </div>`
  const panel = document.getElementById('panel') as HTMLElement
  const byId = (id: string) => document.getElementById(id) as HTMLElement
  return { panel, byId }
}

const tab = (shiftKey = false) => {
  const event = {
    shiftKey,
    prevented: false,
    preventDefault() {
      event.prevented = true
    },
  }
  return event
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('keepFocusInside', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    const { panel, byId } = modal()
    byId('last').focus()
    const forward = tab()
    keepFocusInside(forward, panel)
    expect(forward.prevented).toBe(true)
    expect(document.activeElement?.id).toBe('first')
    const backward = tab(true)
    keepFocusInside(backward, panel)
    expect(document.activeElement?.id).toBe('last')
  })

  it('lets Tab move between controls inside, and brings focus back from outside', () => {
    const { panel, byId } = modal()
    byId('first').focus()
    const inside = tab()
    keepFocusInside(inside, panel)
    expect(inside.prevented).toBe(false)
    byId('outside').focus()
    keepFocusInside(tab(), panel)
    expect(document.activeElement?.id).toBe('first')
  })
})
