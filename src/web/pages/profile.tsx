import { Smartphone } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanAction } from '@/features/billing/plan-action';
import { PlanIncludes } from '@/features/billing/plan-feature-list';
import { DeviceStorageCard } from '@/features/offline/device-storage-card';
import { DeleteAccountCard } from '@/features/profile/delete-account-card';
import { ImmichCard } from '@/features/profile/immich-card';
import { PrivacySettingsCard } from '@/features/profile/privacy-settings-card';
import { PrivacyZonesCard } from '@/features/profile/privacy-zones-card';
import { ProfileSettingsCard } from '@/features/profile/profile-settings-card';
import { ProfileSummaryCard } from '@/features/profile/profile-summary-card';
import { SubscriptionCard } from '@/features/profile/subscription-card';
import { UnitsCard } from '@/features/profile/units-card';
import { YourDataCard } from '@/features/profile/your-data-card';
import { useAuth } from '@/lib/queries/session';
import { parseTier, planTierOf } from '../../common/plans';

export default function ProfilePage() {
  const { user } = useAuth();
  if (!user) {
    return <p className="py-20 text-center text-muted-foreground">Please log in to view your profile</p>;
  }

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your Profile</h1>
        <p className="mt-1 text-muted-foreground">Manage your account details, your privacy and your plan.</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[320px_1fr]">
        <ProfileSummaryCard user={user} />
        <div className="grid gap-6">
          <ProfileSettingsCard user={user} />
          <UnitsCard user={user} />
          <PrivacySettingsCard user={user} />
          <PrivacyZonesCard />
          <DevicesLinkCard />
          <ImmichCard />
          <DeviceStorageCard />
          <YourDataCard />
          <SubscriptionCard
            user={user}
            features={<PlanIncludes tier={planTierOf(user, user.isAdmin)} />}
            planAction={
              user.isAdmin ? null : <PlanAction tier={parseTier(user.subscriptionTier) ?? 'free'} />
            }
          />
          <DeleteAccountCard user={user} />
        </div>
      </div>
    </div>
  );
}

/** The way to the phone trackers that record the traveller's trips, kept on a page of their own. */
function DevicesLinkCard() {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
        <div className="grid flex-1 basis-64 gap-1.5">
          <CardTitle>Phone trackers</CardTitle>
          <CardDescription>
            Record your route from OwnTracks, Overland, GPSLogger or Traccar Client on your phone.
          </CardDescription>
        </div>
        <Button asChild variant="outline">
          <Link href="/devices">
            <Smartphone aria-hidden="true" />
            Manage devices
          </Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
