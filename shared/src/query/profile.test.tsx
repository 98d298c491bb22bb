import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getToken, logout, setSession } from '../store/actions'
import { expectConsole } from '../testing/server'
import { useTestApi } from '../testing/test-api'
import { loadProfile, useProfile } from './profile'

const server = useTestApi()

const aoife = {
  name: 'Aoife',
  email: 'aoife@example.co.uk',
  mobile: '7911123456',
}
const profileReply = (user: typeof aoife) => ({
  status: 200,
  body: { status: true, data: user },
})

describe('the profile', () => {
  it('is not asked for without a session', async () => {
    const { result } = renderHook(() => useProfile())
    await act(() => loadProfile())
    expect(server().requests).toHaveLength(0)
    expect(result.current).toBeNull()
  })

  it('shows the customer once loaded, and keeps the session', async () => {
    server().on('GET /user/get-profile', profileReply(aoife))
    setSession('token-1')
    const { result } = renderHook(() => useProfile())
    expect(result.current).toBeNull()

    await loadProfile()

    await waitFor(() => expect(result.current).toEqual(aoife))
    expect(getToken()).toBe('token-1')
    expect(server().requests.map((r) => [r.route, r.authorization])).toEqual([
      ['GET /user/get-profile', 'Bearer token-1'],
    ])
  })

  it('ends the session when it cannot be fetched (SPEC section 4)', async () => {
    expectConsole('error', /500/) // the browser's own report of the failed request
    server().on('GET /user/get-profile', { status: 500, body: {} })
    setSession('token-1')
    const { result } = renderHook(() => useProfile())

    await loadProfile()

    expect(getToken()).toBeNull()
    expect(result.current).toBeNull()
  })

  it('leaves with the session, and the next session shows its own', async () => {
    server().on('GET /user/get-profile', profileReply(aoife))
    setSession('token-1')
    await loadProfile()
    const { result } = renderHook(() => useProfile())
    expect(result.current?.name).toBe('Aoife')

    act(() => logout())
    await waitFor(() => expect(result.current).toBeNull())

    const niamh = { ...aoife, name: 'Niamh' }
    server().on('GET /user/get-profile', profileReply(niamh))
    setSession('token-2')
    expect(result.current).toBeNull() // never the last session's customer
    await loadProfile()
    await waitFor(() => expect(result.current?.name).toBe('Niamh'))
  })
})
