import { History } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useActivity } from '@/lib/queries/activity';
import type { ActivityEntry } from '../../../../common/contract/collaboration';

/** How the activity list words each action. */
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

const sentence = (entry: ActivityEntry) =>
  `${entry.actor ? entry.actor.firstName || entry.actor.username : 'Someone'} ${VERBS[entry.action] ?? entry.action} “${entry.subject.name}”`;

/** Who did what on the trip, newest first; the owner and editors see it. */
export function ActivityCard({ tripId }: { tripId: number }) {
  const activity = useActivity(tripId, true);
  const entries = (activity.data ?? []).slice(0, 20);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="inline-flex items-center gap-2 text-lg">
          <History className="size-5 text-primary" aria-hidden="true" />
          Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {activity.isLoading ? 'Loading activity…' : 'Nothing has happened on this trip yet.'}
          </p>
        ) : (
          <ol aria-label="Trip activity" className="grid gap-2">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 text-sm sm:flex sm:justify-between sm:gap-4">
                <span className="break-words">{sentence(entry)}</span>
                <time dateTime={entry.at} className="shrink-0 text-xs text-muted-foreground">
                  {formatDateTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
