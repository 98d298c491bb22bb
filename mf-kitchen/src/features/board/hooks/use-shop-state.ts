import {
  endBusy,
  kitchenShopStateQuery,
  pauseOrders,
  resumeOrders,
  type StaffChange,
  startBusy,
} from '@food/shared/api'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import type { BusyMinutes, KitchenShopState } from '@food/shared/types'
import { useMutation } from '@tanstack/react-query'
import { changeBoardSettings } from '../../../lib/board-settings'

/** Everything a member can do to busy mode and the pause. */
export type ShopChange =
  | { kind: 'busy'; minutes: BusyMinutes; forMinutes: number }
  | { kind: 'end-busy' }
  | { kind: 'pause'; until: string; reason: string }
  | { kind: 'resume' }

function send(change: ShopChange) {
  switch (change.kind) {
    case 'busy':
      return startBusy(change.minutes, change.forMinutes)
    case 'end-busy':
      return endBusy()
    case 'pause':
      return pauseOrders(change.until, change.reason)
    case 'resume':
      return resumeOrders()
  }
}

/** What is still on at `now`: both end by themselves at their time. */
export function activeShopState(
  state: KitchenShopState | undefined,
  now: number,
): KitchenShopState {
  const lasts = (until: string) => Date.parse(until) > now
  return {
    busy: state?.busy && lasts(state.busy.until) ? state.busy : null,
    pause: state?.pause && lasts(state.pause.until) ? state.pause : null,
  }
}

/**
 * Busy mode and the pause: the state as the server has it, and one mutation
 * to change it. The reply's state is shown at once, and the board's quotes
 * take busy mode's minutes before the next board arrives.
 */
export function useShopState() {
  const queryClient = useAppQueryClient()
  const state = useAppQuery(kitchenShopStateQuery())
  const change = useMutation<StaffChange<KitchenShopState>, Error, ShopChange>(
    {
      mutationFn: send,
      onSuccess: ({ data }) => {
        queryClient.setQueryData(kitchenShopStateQuery().queryKey, data)
        changeBoardSettings(queryClient, {
          busyMinutes: data.busy?.minutes ?? 0,
        })
      },
    },
    queryClient,
  )
  return { state, change }
}

/**
 * Busy mode's minutes now (0 when it is off or has ended by itself), as the server adds
 * them to a quote; `fallback` (the board's settings) until the shop state is known.
 */
export function useBusyMinutes(now: number, fallback: number): number {
  const state = useAppQuery(kitchenShopStateQuery())
  if (!state.data) return fallback
  return activeShopState(state.data, now).busy?.minutes ?? 0
}
