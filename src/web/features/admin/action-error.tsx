import { errorMessage } from '@/lib/api';

/**
 * Why an action failed, e.g. "You cannot ban yourself", beside the button that started it. The panel's
 * moderation, export and settings calls show no error toasts (as the spec asks), so this is where they say so.
 */
export function ActionError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-1 text-xs font-medium text-destructive">
      {errorMessage(error)}
    </p>
  );
}
