import { zodResolver } from '@hookform/resolvers/zod';
import { Link2, Unlink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useImmichLink } from '@/lib/queries/immich';
import type { ImmichLink } from '../../../common/contract/immich';
import { IMMICH_PERMISSIONS, linkImmichSchema } from '../../../common/schemas/immich';
import { useLinkImmich, useUnlinkImmich } from './use-immich-link';

/** The traveller's own Immich server, linked with an API key that can only read, to import photos from. */
export function ImmichCard() {
  const link = useImmichLink();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Immich</CardTitle>
        <CardDescription>Bring photos into your trips from your own Immich server.</CardDescription>
      </CardHeader>
      <CardContent>
        {link.isPending ? <Spinner /> : link.data ? <Linked link={link.data} /> : <LinkForm />}
      </CardContent>
    </Card>
  );
}

function Linked({ link }: { link: ImmichLink }) {
  const unlink = useUnlinkImmich();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="min-w-0 text-sm break-all">
        Linked to{' '}
        <a className="font-medium underline" href={link.url} target="_blank" rel="noreferrer">
          {link.url}
        </a>
      </p>
      <Button variant="outline" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
        {unlink.isPending ? <Spinner /> : <Unlink aria-hidden="true" />}
        Unlink
      </Button>
    </div>
  );
}

function LinkForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(linkImmichSchema), defaultValues: { url: '', apiKey: '' } });
  const save = useLinkImmich((field, message) => setError(field, { message }, { shouldFocus: true }));

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label="Link Immich"
      onSubmit={handleSubmit((input) => save.mutate(input))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Server URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://photos.example.com"
          error={errors.url?.message}
          {...register('url')}
        />
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          error={errors.apiKey?.message}
          {...register('apiKey')}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Create the key in Immich under Account settings, API keys, with only these permissions:{' '}
        {IMMICH_PERMISSIONS.map((permission, index) => (
          <span key={permission}>
            {index > 0 && ', '}
            <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{permission}</code>
          </span>
        ))}
        . Roadbook only reads your photos and albums, and never shows the key again.
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
          Link Immich
        </Button>
      </div>
    </form>
  );
}
