import { getPosition, getTimes } from 'suncalc';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The sun's event nearest the moment among the day before, the day and the day after (time zones reach ±14 h). */
function nearest(
  moment: Date,
  latitude: number,
  longitude: number,
  event: 'sunrise' | 'sunset',
): Date | null {
  let best: Date | null = null;
  for (const offset of [-DAY, 0, DAY]) {
    const time = getTimes(new Date(moment.getTime() + offset), latitude, longitude)[event];
    if (!time || Number.isNaN(time.getTime())) continue;
    if (!best || Math.abs(time.getTime() - moment.getTime()) < Math.abs(best.getTime() - moment.getTime()))
      best = time;
  }
  return best;
}

/**
 * The time of day as the sun gives it at that place and moment: "sunset" from 30 minutes before to 15 minutes
 * after sunset, "sunrise" from 15 minutes before to 30 minutes after sunrise, "golden hour" while the sun is
 * under 6° above the horizon otherwise, "night" once it is 6° below (civil twilight over); null in daylight.
 */
export function sunTag(moment: Date, latitude: number, longitude: number): string | null {
  const at = moment.getTime();
  const sunset = nearest(moment, latitude, longitude, 'sunset');
  if (sunset && at >= sunset.getTime() - 30 * MINUTE && at <= sunset.getTime() + 15 * MINUTE) return 'sunset';
  const sunrise = nearest(moment, latitude, longitude, 'sunrise');
  if (sunrise && at >= sunrise.getTime() - 15 * MINUTE && at <= sunrise.getTime() + 30 * MINUTE)
    return 'sunrise';
  // In degrees, refraction included.
  const altitude = getPosition(moment, latitude, longitude).altitude;
  if (altitude < -6) return 'night';
  if (altitude >= 0 && altitude < 6) return 'golden hour';
  return null;
}
