import type { ActivityEntry } from '../../../../common/contract/collaboration';

/** How the activity list words each action done once. */
const VERBS: Record<string, string> = {
  'trip.updated': 'edited the trip',
  'stop.created': 'added the stop',
  'stop.updated': 'changed the stop',
  'stop.deleted': 'deleted the stop',
  'stops.reordered': 'reordered the stops of',
  'photo.created': 'added the photo',
  'photo.updated': 'changed the photo',
  'photo.deleted': 'deleted the photo',
  'memo.created': 'recorded a voice memo for',
  'memo.deleted': 'deleted the voice memo of',
  'memo.transcribed': 'transcribed the voice memo of',
  'description.generated': 'wrote an AI description for',
  'route.updated': 'added to the route of',
  'route.deleted': 'deleted the route of',
};

/** How it words the same action done to several things. */
const MANY: Record<string, (count: number) => string> = {
  'stop.created': (count) => `added ${count} stops`,
  'stop.updated': (count) => `changed ${count} stops`,
  'stop.deleted': (count) => `deleted ${count} stops`,
  'photo.created': (count) => `added ${count} photos`,
  'photo.updated': (count) => `changed ${count} photos`,
  'photo.deleted': (count) => `deleted ${count} photos`,
  'memo.created': (count) => `recorded voice memos for ${count} stops`,
  'memo.deleted': (count) => `deleted the voice memos of ${count} stops`,
  'memo.transcribed': (count) => `transcribed the voice memos of ${count} stops`,
  'description.generated': (count) => `wrote AI descriptions for ${count} stops`,
};

/** Entries next to each other in the log by the same person doing the same kind of thing, newest first. */
export interface ActivityGroup {
  /** The newest entry's id. */
  id: number;
  sentence: string;
  /** When the newest entry was done. */
  at: string;
  entries: readonly ActivityEntry[];
}

const actorName = (entry: ActivityEntry) =>
  entry.actor ? entry.actor.firstName || entry.actor.username : 'Someone';

const verb = (entry: ActivityEntry) => VERBS[entry.action] ?? entry.action;

export const activitySentence = (entry: ActivityEntry) =>
  `${actorName(entry)} ${verb(entry)} “${entry.subject.name}”`;

type Run = [ActivityEntry, ...ActivityEntry[]];

function groupSentence(entries: Run): string {
  const [first] = entries;
  if (entries.length === 1) return activitySentence(first);
  const oneSubject = entries.every((entry) => entry.subject.id === first.subject.id);
  const many = MANY[first.action];
  if (oneSubject || !many) return `${activitySentence(first)} ${entries.length} times`;
  return `${actorName(first)} ${many(entries.length)}`;
}

const sameRun = (a: ActivityEntry, b: ActivityEntry) =>
  a.action === b.action && (a.actor?.id ?? null) === (b.actor?.id ?? null);

/** The log (newest first) with each run of repeats as one line: "Ada added 12 photos". */
export function groupActivity(entries: readonly ActivityEntry[]): ActivityGroup[] {
  const runs: Run[] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    if (run && sameRun(run[0], entry)) run.push(entry);
    else runs.push([entry]);
  }
  return runs.map((run) => ({ id: run[0].id, sentence: groupSentence(run), at: run[0].at, entries: run }));
}
