import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../../common/contract/collaboration';
import { groupActivity } from './activity-groups';

const ada = { id: 1, username: 'ada', firstName: 'Ada' };
const bob = { id: 2, username: 'bob', firstName: null };

let nextId = 100;
const entry = (
  actor: ActivityEntry['actor'],
  action: string,
  subject: Partial<ActivityEntry['subject']> = {},
): ActivityEntry => {
  nextId -= 1;
  return {
    id: nextId,
    at: `2026-06-01T10:${String(nextId % 60).padStart(2, '0')}:00.000Z`,
    actor,
    action,
    subject: { type: 'photo', id: nextId, name: `photo-${nextId}.jpg`, ...subject },
  };
};

const sentences = (entries: ActivityEntry[]) => groupActivity(entries).map((group) => group.sentence);

describe('grouping the activity log', () => {
  it('words a single entry as before', () => {
    const photo = entry(ada, 'photo.created', { name: 'arch.jpg' });
    expect(sentences([photo])).toEqual(['Ada added the photo “arch.jpg”']);
  });

  it('counts one person adding many things in a row', () => {
    const photos = Array.from({ length: 12 }, () => entry(ada, 'photo.created'));
    const groups = groupActivity(photos);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      sentence: 'Ada added 12 photos',
      id: photos[0]?.id,
      at: photos[0]?.at,
    });
    expect(groups[0]?.entries).toEqual(photos);
  });

  it('counts the times one thing was done to the same subject', () => {
    const trip = { type: 'trip' as const, id: 7, name: 'Canyon Country' };
    const reorders = Array.from({ length: 4 }, () => entry(ada, 'stops.reordered', trip));
    expect(sentences(reorders)).toEqual(['Ada reordered the stops of “Canyon Country” 4 times']);
  });

  it('keeps apart runs by another person, of another kind, or not next to each other', () => {
    const log = [
      entry(ada, 'photo.created'),
      entry(ada, 'photo.created'),
      entry(bob, 'photo.created', { name: 'bob.jpg' }),
      entry(ada, 'stop.created', { type: 'stop', name: 'Moab' }),
      entry(ada, 'photo.created', { name: 'late.jpg' }),
    ];
    expect(sentences(log)).toEqual([
      'Ada added 2 photos',
      'bob added the photo “bob.jpg”',
      'Ada added the stop “Moab”',
      'Ada added the photo “late.jpg”',
    ]);
  });

  it('groups the entries of accounts that are gone, and counts unknown actions by times', () => {
    const trip = { type: 'trip' as const, name: 'Canyon Country' };
    const log = [
      entry(null, 'photo.deleted'),
      entry(null, 'photo.deleted'),
      entry(ada, 'trip.archived', trip),
      entry(ada, 'trip.archived', trip),
    ];
    expect(sentences(log)).toEqual([
      'Someone deleted 2 photos',
      'Ada trip.archived “Canyon Country” 2 times',
    ]);
  });
});
