import { DevicesCard } from '@/features/devices/devices-card';

export default function DevicesPage() {
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Devices</h1>
        <p className="mt-1 text-muted-foreground">
          Point a tracking app on your phone at Roadbook once, and your trips record themselves.
        </p>
      </div>
      <DevicesCard />
    </div>
  );
}
