import { DataTable } from '@/components/ui/data-table';
import { PagedListCard } from './paged-list-card';
import { useAdminList } from './queries/admin-lists';
import { UserRow } from './user-row';

const headers = ['Username', 'Name and e-mail', 'Plan', 'Trips', 'Photos', 'Joined', 'Status', 'Actions'];

export function UsersTab() {
  const state = useAdminList('/api/admin/users');
  return (
    <PagedListCard title="Users" noun="user" searchPlaceholder="Username, name or e-mail" state={state}>
      {(users) => (
        <DataTable caption="Users" headers={headers} minWidth="min-w-[820px]">
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </DataTable>
      )}
    </PagedListCard>
  );
}
