// The replies are the wire contract's (@food/shared/wire, address.ts); the limit is the API's own.

/** Saved addresses one customer may keep. */
export const MAX_ADDRESSES = 20
