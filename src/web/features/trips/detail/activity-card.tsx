import { ChevronRight, History } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useActivity } from '@/lib/queries/activity';
import { type ActivityGroup, activitySentence, groupActivity } from './activity-groups';

const GROUPS_SHOWN = 20;

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="shrink-0 text-xs text-muted-foreground">
      {formatDateTime(at)}
    </time>
  );
}

const LINE = 'grid gap-0.5 text-sm sm:flex sm:justify-between sm:gap-4';

/** A run of repeats reads as one line, which opens onto each of them. */
function GroupLine({ group }: { group: ActivityGroup }) {
  if (group.entries.length === 1) {
    return (
      <li className={LINE}>
        <span className="break-words">{group.sentence}</span>
        <When at={group.at} />
      </li>
    );
  }
  return (
    <li>
      <details className="group">
        <summary
          className={`${LINE} cursor-pointer list-none rounded max-sm:[&>time]:pl-5 [&::-webkit-details-marker]:hidden`}
        >
          <span className="inline-flex items-start gap-1 break-words">
            <ChevronRight
              className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            {group.sentence}
          </span>
          <When at={group.at} />
        </summary>
        <ol className="mt-1 grid gap-1 border-l-2 border-muted pl-4 ml-2">
          {group.entries.map((entry) => (
            <li key={entry.id} className={LINE}>
              <span className="break-words text-muted-foreground">{activitySentence(entry)}</span>
              <When at={entry.at} />
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** Who did what on the trip, newest first; the owner and editors see it. */
export function ActivityCard({ tripId }: { tripId: number }) {
  const activity = useActivity(tripId, true);
  const groups = groupActivity(activity.data ?? []).slice(0, GROUPS_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="inline-flex items-center gap-2 text-lg">
          <History className="size-5 text-primary" aria-hidden="true" />
          Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {activity.isLoading ? 'Loading activity…' : 'Nothing has happened on this trip yet.'}
          </p>
        ) : (
          <ol aria-label="Trip activity" className="grid gap-2">
            {groups.map((group) => (
              <GroupLine key={group.id} group={group} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
