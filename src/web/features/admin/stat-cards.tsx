import { Camera, Crown, type LucideIcon, Map as MapIcon, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { countOf, formatFileSize } from '@/lib/format';
import { useAdminStats } from './queries/stats';

interface Stat {
  label: string;
  value: number;
  detail: string;
  icon: LucideIcon;
}

function StatCard({ label, value, detail, icon: Icon }: Stat) {
  return (
    // The card is the dl's group: a dt and its dd's, nothing else, straight inside it.
    <Card className="grid content-start gap-1 p-4 sm:p-5">
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-muted-foreground">
        {label}
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary sm:flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </dt>
      <dd className="text-2xl font-bold tabular-nums sm:-mt-5 sm:text-3xl">
        {value.toLocaleString('en-US')}
      </dd>
      <dd className="text-sm text-muted-foreground">{detail}</dd>
    </Card>
  );
}

/** The four headline numbers above the tabs; they stay empty while loading rather than show zeros. */
export function StatCards() {
  const { data: stats } = useAdminStats();
  if (!stats) return <div className="min-h-32" />;
  const cards: Stat[] = [
    { label: 'Total Users', value: stats.totalUsers, detail: `${stats.activeUsers} active`, icon: Users },
    { label: 'Total Trips', value: stats.totalTrips, detail: `${stats.publicTrips} public`, icon: MapIcon },
    {
      label: 'Total Photos',
      value: stats.totalPhotos,
      detail: `${formatFileSize(stats.storageUsed)} used`,
      icon: Camera,
    },
    {
      label: 'Premium Users',
      value: stats.premiumUsers,
      detail: countOf(stats.reportsCount, 'open report'),
      icon: Crown,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </dl>
  );
}
