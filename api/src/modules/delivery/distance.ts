import type { LatLng } from './bt-districts'

const EARTH_RADIUS_MILES = 3958.8

/**
 * Roads are never straight: a delivery in Belfast drives about 1.3 times the straight-line
 * distance (the usual circuity factor for a city street grid), so fees use that.
 */
const ROAD_FACTOR = 1.3

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance in miles. */
function straightLineMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat)
  const dLng = radians(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) *
      Math.cos(radians(to.lat)) *
      Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Estimated road miles, rounded to one decimal (the figure shown and priced). */
export function roadMiles(from: LatLng, to: LatLng): number {
  return Math.round(straightLineMiles(from, to) * ROAD_FACTOR * 10) / 10
}
