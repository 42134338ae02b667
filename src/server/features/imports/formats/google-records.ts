import { readTextHead } from './entry-bytes';
import { baseName, extensionOf } from './entry-paths';
import type { FormatReader, ImportEntry } from './found';
import { fromE7 } from './google-coordinates';
import { googleTrip } from './google-trip';
import { brokenOff, eachJsonItem, isRecord } from './json-items';
import { pointBatches } from './point-batches';
import { counted } from './text';
import { instantOf, isWithin } from './time-range';

/** Fixes less sure than this (metres) are left out: a cell tower's guess, not where the traveller was. */
const MAX_ACCURACY_METERS = 500;

async function isRecords(entry: ImportEntry): Promise<boolean> {
  if (extensionOf(entry.path) !== 'json') return false;
  const head = await readTextHead(entry, 16 * 1024);
  if (!/^\{\s*"locations"\s*:\s*\[/.test(head)) return false;
  return /"latitudeE7"/.test(head) || /^(records|location history)\.json$/i.test(baseName(entry.path));
}

/**
 * Google Takeout's raw location history (`Records.json`: `{ "locations": [...] }`, before 2024), read as a
 * stream since it can be hundreds of megabytes: each fix a point of the one Google trip.
 */
export const googleRecordsReader: FormatReader = {
  kind: 'google-records',
  async claims(entries) {
    const claimed: ImportEntry[] = [];
    for (const entry of entries) if (await isRecords(entry)) claimed.push(entry);
    return claimed;
  },
  async read(entries, sink, options) {
    const trip = googleTrip(sink);
    const points = pointBatches(sink, trip.key);
    for (const entry of entries) {
      let unplaced = 0;
      let untimed = 0;
      const whole = await eachJsonItem(entry, /^locations\.\d+$/, (location) => {
        options.signal?.throwIfAborted();
        if (!isRecord(location)) return;
        const place = fromE7(location.latitudeE7, location.longitudeE7);
        const time = instantOf(location.timestamp, location.timestampMs);
        if (!place) unplaced += 1;
        else if (time === null) untimed += 1;
        if (!place || time === null || !isWithin(options, time)) return;
        if (typeof location.accuracy === 'number' && location.accuracy > MAX_ACCURACY_METERS) return;
        trip.saw(time);
        const ele = location.altitude;
        points.add({
          lat: place.lat,
          lng: place.lng,
          time: new Date(time).toISOString(),
          ...(typeof ele === 'number' && Number.isFinite(ele) ? { ele } : {}),
        });
      });
      points.flush();
      if (!whole) sink.skip(entry.path, brokenOff(entry.path));
      if (unplaced > 0) {
        sink.skip(
          entry.path,
          `${counted(unplaced, 'location', 'locations')} of ${entry.path} left out: not a place on Earth`,
        );
      }
      if (untimed > 0) {
        sink.skip(
          entry.path,
          `${counted(untimed, 'location', 'locations')} of ${entry.path} left out: no time`,
        );
      }
    }
    trip.finish();
  },
};
