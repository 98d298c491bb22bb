import type { StateCreator } from 'zustand'
import type { AddressSlice } from './address-slice'
import type { CartSlice } from './cart-slice'
import type { SessionSlice } from './session-slice'
import type { UiSlice } from './ui-slice'

/** The whole shared store: one object made of slices. */
export type AppState = SessionSlice & CartSlice & UiSlice & AddressSlice

export type SliceCreator<Slice> = StateCreator<AppState, [], [], Slice>
