/**
 * A latitude in Web Mercator degrees, where a degree north is as long on screen as a degree east (the poles
 * clamped to 85°, as map tiles are).
 */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-85, Math.min(85, lat));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * (180 / Math.PI);
}
