/**
 * GPS coordinates and geofences. Coordinates travel as the seed's `"<latitude>,<longitude>"`
 * string (docs/api-conventions.md §2.6); a geofence is a circle (centre + radius in metres) on a customer or project.
 */

/** A parsed coordinate pair in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Parses `"37.7749,-122.4194"` (optional spaces). Returns null when the text is not two numbers
 * or is out of range (latitude −90…90, longitude −180…180).
 */
export function parseCoordinates(text: string): LatLng | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}

const EARTH_RADIUS_M = 6_371_008.8; // IUGG mean Earth radius, metres

/** Great-circle distance in metres (haversine formula). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A circular geofence. */
export interface Geofence {
  lat: number;
  lng: number;
  radiusMeters: number;
}

/** Whether `point` lies inside `fence` (on the boundary counts as inside). */
export function insideGeofence(point: LatLng, fence: Geofence): boolean {
  return haversineMeters(point, { lat: fence.lat, lng: fence.lng }) <= fence.radiusMeters;
}
