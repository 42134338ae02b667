import { useLocation, useSearch } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';
import { ImmichChoice } from '@/features/imports/immich-choice';
import { ImportDrop } from '@/features/imports/import-drop';
import { ImportView } from '@/features/imports/import-view';
import { RecentImports } from '@/features/imports/recent-imports';

/** Bringing travels in from elsewhere; the import under way is in the address, so a reload keeps it. */
export default function ImportPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  const [, navigate] = useLocation();
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Import</h1>
        <p className="mt-1 text-muted-foreground">
          Bring your travels in from elsewhere: a Polarsteps export, your Google location history, or the GPX,
          TCX, KML and GeoJSON files of your watch, phone or map. You see what was found before anything is
          written.
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          {id ? (
            <ImportView key={id} id={id} onDone={() => navigate('/import')} />
          ) : (
            <ImportDrop onSent={(sent) => navigate(`/import?id=${sent}`)} />
          )}
        </CardContent>
      </Card>
      {!id && (
        <Card>
          <CardContent className="pt-6">
            <ImmichChoice onSent={(sent) => navigate(`/import?id=${sent}`)} />
          </CardContent>
        </Card>
      )}
      <RecentImports current={id} />
    </div>
  );
}
