import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '../../../common/contract/users';
import { updatePrivacySettings } from './profile-api';
import { useOwnSettingChange } from './use-own-setting-change';

/** Whether people search (the share dialog's) may return this traveller. */
export function PrivacySettingsCard({ user }: { user: User }) {
  const id = useId();
  const findable = useOwnSettingChange(
    user.findableByName ?? true,
    (findableByName: boolean) => updatePrivacySettings({ findableByName }),
    (saved) => (saved.findableByName ? 'Others can find you by name' : 'Hidden from people search'),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
        <CardDescription>Who can find you, and which places of your trips only you see.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            checked={findable.shown}
            disabled={findable.saving}
            aria-describedby={`${id}-hint`}
            onChange={(event) => findable.pick(event.target.checked)}
          />
          <div className="grid gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              Let other travellers find me by name
            </label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              When this is off, no one finds you when sharing a trip, not even by your e-mail address.
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
