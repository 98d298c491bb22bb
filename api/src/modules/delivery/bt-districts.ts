/** A point on the map in WGS84 degrees. */
export type LatLng = { lat: number; lng: number }

/**
 * Approximate centres of the Belfast postcode districts BT1 to BT17: the middle of each
 * district's built-up area, read off the map to about 100 m. Good enough to price a delivery
 * by distance band; not an address lookup.
 */
export const BT_DISTRICT_CENTRES: Readonly<Record<string, LatLng>> = {
  BT1: { lat: 54.6015, lng: -5.929 }, // City centre north, Cathedral Quarter
  BT2: { lat: 54.596, lng: -5.931 }, // City centre south, Great Victoria Street
  BT3: { lat: 54.614, lng: -5.903 }, // Harbour, Sydenham docks
  BT4: { lat: 54.602, lng: -5.87 }, // Belmont, Strandtown
  BT5: { lat: 54.585, lng: -5.868 }, // Knock, Castlereagh
  BT6: { lat: 54.576, lng: -5.898 }, // Cregagh, Castlereagh Road
  BT7: { lat: 54.583, lng: -5.923 }, // Ormeau, Ravenhill, Botanic
  BT8: { lat: 54.549, lng: -5.902 }, // Newtownbreda, Forestside, Carryduff
  BT9: { lat: 54.574, lng: -5.952 }, // Malone, Stranmillis, Lisburn Road
  BT10: { lat: 54.557, lng: -5.97 }, // Finaghy, Upper Malone
  BT11: { lat: 54.577, lng: -5.998 }, // Andersonstown
  BT12: { lat: 54.592, lng: -5.956 }, // Falls, the Village, Donegall Road
  BT13: { lat: 54.606, lng: -5.962 }, // Shankill, Woodvale
  BT14: { lat: 54.625, lng: -5.97 }, // Crumlin Road, Ardoyne, Ligoniel
  BT15: { lat: 54.62, lng: -5.936 }, // Antrim Road, inner north
  BT16: { lat: 54.596, lng: -5.809 }, // Dundonald
  BT17: { lat: 54.545, lng: -6.003 }, // Dunmurry, Poleglass
}
