import { useQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { apiRequest, errorMessage, getJson } from '@/lib/api';
import { useImmichLink } from '@/lib/queries/immich';
import type { ImmichAlbum } from '../../../common/contract/immich';
import { DayRangeFields } from './day-range-fields';

const BY_DAYS = '';

/** Photos from the traveller's Immich server: an album, or the days they were taken; previewed like files. */
export function ImmichChoice({ onSent }: { onSent: (id: string) => void }) {
  const link = useImmichLink();
  const albums = useQuery({
    queryKey: ['/api/user/immich/albums'],
    queryFn: () => getJson<ImmichAlbum[]>('/api/user/immich/albums'),
    enabled: Boolean(link.data),
  });
  const [albumId, setAlbumId] = useState(BY_DAYS);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [originals, setOriginals] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (link.isPending) return null;
  if (!link.data) {
    return (
      <p className="text-sm text-muted-foreground">
        Your photos are in Immich?{' '}
        <Link href="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
          Link your Immich server in your profile
        </Link>{' '}
        and import an album from here.
      </p>
    );
  }
  const byDays = albumId === BY_DAYS;
  const read = async () => {
    setSending(true);
    setError(null);
    try {
      const body = byDays
        ? { ...(from ? { from } : {}), ...(to ? { to } : {}), originals }
        : { albumId, originals };
      const sent = await (await apiRequest('POST', '/api/imports/immich', body)).json();
      onSent(sent.id);
    } catch (failure) {
      setError(errorMessage(failure));
      setSending(false);
    }
  };
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Images className="size-5 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">From Immich</h2>
      </div>
      <p className="text-sm text-muted-foreground">
        Linked to {link.data.url}. Photos already imported are not imported again.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="immich-album">Photos</Label>
          <NativeSelect
            id="immich-album"
            value={albumId}
            onChange={(event) => setAlbumId(event.target.value)}
          >
            <option value={BY_DAYS}>Taken on the days below</option>
            {(albums.data ?? []).map((album) => (
              <option key={album.id} value={album.id}>
                {album.name} ({album.photoCount})
              </option>
            ))}
          </NativeSelect>
        </div>
        {byDays && <DayRangeFields idPrefix="immich" from={from} to={to} onFrom={setFrom} onTo={setTo} />}
        <div className="flex items-center gap-3 sm:col-span-2">
          <Switch id="immich-originals" checked={originals} onCheckedChange={setOriginals} />
          <Label htmlFor="immich-originals">Originals (off: Immich’s smaller previews)</Label>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" onClick={read} disabled={sending || (byDays && !from && !to)}>
          Read from Immich
        </Button>
      </div>
    </div>
  );
}
