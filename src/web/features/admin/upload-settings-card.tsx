import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ActionError } from './action-error';
import { useUploadSettings } from './queries/upload-settings';
import type { UploadSettings } from './types';
import { DEFAULT_UPLOAD_SETTINGS, readUploadSettings } from './upload-settings';
import { useSaveUploadSettings } from './use-admin-tools';

function UploadSettingsForm({ initial }: { initial: UploadSettings }) {
  const [uploadSize, setUploadSize] = useState(String(initial.maxUploadSize));
  const [photosPerTrip, setPhotosPerTrip] = useState(String(initial.maxPhotosPerTrip));
  const save = useSaveUploadSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(readUploadSettings(uploadSize, photosPerTrip));
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Maximum upload size (MB)"
          type="number"
          inputMode="numeric"
          value={uploadSize}
          onChange={(event) => setUploadSize(event.target.value)}
        />
        <TextField
          label="Photos per trip"
          type="number"
          inputMode="numeric"
          value={photosPerTrip}
          onChange={(event) => setPhotosPerTrip(event.target.value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" />
          Save Settings
        </Button>
        <ActionError error={save.error} />
      </div>
    </form>
  );
}

export function UploadSettingsCard() {
  const settings = useUploadSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload limits</CardTitle>
        <CardDescription>Apply to every photo uploaded from now on.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <FullPageSpinner className="min-h-32" />
        ) : (
          <UploadSettingsForm initial={settings.data ?? DEFAULT_UPLOAD_SETTINGS} />
        )}
      </CardContent>
    </Card>
  );
}
