import { useState } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminAccessDenied, AdminAccessRequired } from '@/features/admin/access-screens';
import { AnalyticsTab } from '@/features/admin/analytics-tab';
import { LoadError } from '@/features/admin/load-error';
import { useAdminCheck } from '@/features/admin/queries/check';
import { ReportsTab } from '@/features/admin/reports-tab';
import { SettingsTab } from '@/features/admin/settings-tab';
import { StatCards } from '@/features/admin/stat-cards';
import { TripsTab } from '@/features/admin/trips-tab';
import { UsersTab } from '@/features/admin/users-tab';
import { errorCode } from '@/lib/api';
import { useAuth } from '@/lib/queries/session';

const TABS = [
  { value: 'users', label: 'Users', content: UsersTab },
  { value: 'trips', label: 'Trips', content: TripsTab },
  { value: 'reports', label: 'Reports', content: ReportsTab },
  { value: 'analytics', label: 'Analytics', content: AnalyticsTab },
  { value: 'settings', label: 'Settings', content: SettingsTab },
] as const;

function AdminPanel() {
  const [tab, setTab] = useState<string>('users');
  return (
    <div className="grid grid-cols-1 gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Moderate accounts and trips, follow activity and set limits.
        </p>
      </div>
      <StatCards />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="flex w-full justify-start overflow-x-auto sm:w-auto sm:inline-flex">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-none sm:px-5">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, content: Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export default function AdminPage() {
  const { user } = useAuth();
  const check = useAdminCheck();
  const signedOut = errorCode(check.error) === 'unauthorized';
  if (!user || signedOut) return <AdminAccessRequired />;
  if (check.isPending) return <FullPageSpinner />;
  if (check.isError) {
    return <LoadError what="Your administrator access" error={check.error} onRetry={() => check.refetch()} />;
  }
  if (!check.data.isAdmin) return <AdminAccessDenied />;
  return <AdminPanel />;
}
