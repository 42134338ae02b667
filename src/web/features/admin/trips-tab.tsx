import { DataTable } from '@/components/ui/data-table';
import { PagedListCard } from './paged-list-card';
import { useAdminList } from './queries/admin-lists';
import { TripRow } from './trip-row';

const headers = ['Title', 'Owner', 'Stops', 'Photos', 'Reports', 'Status', 'Actions'];

export function TripsTab() {
  const state = useAdminList('/api/admin/trips');
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
