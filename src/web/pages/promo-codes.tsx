import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthRequired } from '@/features/auth/auth-required';
import { ApplyPromoCodeCard } from '@/features/promo/apply-promo-code-card';
import { CreatePromoCodeCard } from '@/features/promo/create-promo-code-card';
import { ManagePromoCodes } from '@/features/promo/manage-promo-codes';
import { useAuth } from '@/lib/queries/session';

type PromoTab = 'apply' | 'create' | 'manage';

export default function PromoCodesPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<PromoTab>('apply');
  if (!user) return <AuthRequired reason="Please sign in to use promo codes." />;

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Promo Codes</h1>
        <p className="mt-1 text-muted-foreground">Apply a code to your plan, or create and manage codes.</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as PromoTab)} className="min-w-0">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="apply" className="sm:px-5">
            Apply Code
          </TabsTrigger>
          <TabsTrigger value="create" className="sm:px-5">
            Create Code
          </TabsTrigger>
          <TabsTrigger value="manage" className="sm:px-5">
            Manage Codes
          </TabsTrigger>
        </TabsList>
        <TabsContent value="apply" className="max-w-3xl">
          <ApplyPromoCodeCard user={user} />
        </TabsContent>
        <TabsContent value="create" className="max-w-3xl">
          <CreatePromoCodeCard onCreated={() => setTab('manage')} />
        </TabsContent>
        <TabsContent value="manage">
          <ManagePromoCodes onCreate={() => setTab('create')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
