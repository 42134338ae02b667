/** The deepest zoom of the map's Web Mercator tiles (Leaflet's default); photos still together there share a marker. */
export const MAX_MAP_ZOOM = 18;

/**
 * A latitude in Web Mercator degrees, where a degree north is as long on screen as a degree east (the poles
 * clamped to 85°, as map tiles are).
 */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-85, Math.min(85, lat));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * (180 / Math.PI);
}
