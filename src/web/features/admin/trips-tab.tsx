import { DataTable } from '@/components/ui/data-table';
import { PagedListCard } from './paged-list-card';
import { TripRow } from './trip-row';
import type { AdminTrip } from './types';
import { useAdminList } from './use-admin-list';

const headers = ['Title', 'Owner', 'Stops', 'Photos', 'Reports', 'Status', 'Actions'];

export function TripsTab() {
  const state = useAdminList<AdminTrip>('/api/admin/trips');
  return (
    <PagedListCard title="Trips" noun="trip" searchPlaceholder="Title, owner or e-mail" state={state}>
      {(trips) => (
        <DataTable caption="Trips" headers={headers} minWidth="min-w-[860px]">
          {trips.map((trip) => (
            <TripRow key={trip.id} trip={trip} />
          ))}
        </DataTable>
      )}
    </PagedListCard>
  );
}
