import { useQuery } from '@tanstack/react-query'
import { shopSettingsQuery, shopStatusQuery } from '../api/shop'
import { MESSAGES } from '../types/messages'
import type { OrderingTimes, ShopSettings } from '../types/shop'
import { queryClient, useAppQueryClient } from './query-client'

/** Shop settings, or null before the first load (or when it failed). */
export function useShopSettings(): ShopSettings | null {
  return useQuery(shopSettingsQuery(), useAppQueryClient()).data ?? null
}

/** Open or closed with the reason (paused: the kitchen stopped online orders), or null before the first load. */
export function useShopStatus() {
  const { data } = useQuery(
    {
      ...shopStatusQuery(),
      select: ({ isOpen, paused, message }) => ({
        isOpen,
        paused,
        message,
      }),
    },
    useAppQueryClient(),
  )
  return data ?? null
}

/**
 * How long the ordering facts (delivery and collection times, the slots) count as current in
 * a component that shows them: they change with the kitchen's busy mode, so a page opened a
 * while ago asks again when the menu's or the checkout's facts mount.
 */
const ORDERING_TIMES_STALE_MS = 5_000

/** The facts before ordering (GET /shop-status `times`), or null before the first load. */
export function useOrderingTimes(): OrderingTimes | null {
  const { data } = useQuery(
    {
      ...shopStatusQuery(),
      staleTime: ORDERING_TIMES_STALE_MS,
      select: (status) => status.times,
    },
    useAppQueryClient(),
  )
  return data ?? null
}

/**
 * Whether times later this evening can be ordered for (GET /shop-status offers slots): before
 * opening too, but not while paused, on a holiday or when the shop is forced closed.
 */
export function useTakesOrdersForLater(): boolean {
  const times = useOrderingTimes()
  return (
    times !== null &&
    (times.collection.slots.length > 0 || times.delivery.slots.length > 0)
  )
}

/**
 * The text to show when the shop's settings or status could not be fetched
 * (SPEC section 8), or null; cleared while they are asked again.
 */
export function useShopError(): string | null {
  const client = useAppQueryClient()
  const settings = useQuery(shopSettingsQuery(), client)
  const status = useQuery(shopStatusQuery(), client)
  const failed = [settings, status].find(
    (query) => query.isError && !query.isFetching,
  )
  return failed ? failed.error?.message || MESSAGES.fetchShopFailed : null
}

/**
 * Asks for the shop's settings and status now (the banner's Retry). Never
 * rejects: a failure is kept, and useShopError shows it.
 */
export async function loadShop(): Promise<void> {
  await Promise.all(
    [shopSettingsQuery(), shopStatusQuery()].map((query) =>
      queryClient
        .fetchQuery({ ...query, staleTime: 0 } as Parameters<
          typeof queryClient.fetchQuery
        >[0])
        .catch(() => {}),
    ),
  )
}
