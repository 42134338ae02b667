import { Power, PowerOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionCellClass, cellClass, DataTable } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { PLANS, parseTier } from '../../../common/plans';
import { type PromoStatus, promoStatus, usageLabel } from './promo-status';
import type { PromoCode } from './types';
import { useSetPromoCodeActive } from './use-promo-mutations';

const STATUS_BADGE = {
  Active: 'success',
  Inactive: 'outline',
  Expired: 'warning',
  'Used up': 'warning',
} as const satisfies Record<PromoStatus, string>;

const headers = ['Code', 'Plan', 'Description', 'Usage', 'Expires', 'Status', 'Actions'];

export function PromoCodeTable({ codes }: { codes: PromoCode[] }) {
  const toggle = useSetPromoCodeActive();
  const now = new Date();

  return (
    <DataTable
      caption="Promo codes"
      headers={headers}
      minWidth="min-w-[760px]"
      className="rounded-2xl bg-card shadow-sm"
    >
      {codes.map((promo) => {
        const status = promoStatus(promo, now);
        const tier = parseTier(promo.subscriptionTier);
        const pending = toggle.isPending && toggle.variables.id === promo.id;
        return (
          <tr key={promo.id} className="border-t">
            <th scope="row" className={`${cellClass} text-left font-mono font-semibold whitespace-nowrap`}>
              {promo.code}
            </th>
            <td className={cellClass}>
              <Badge variant={tier === 'pro' ? 'default' : 'info'}>
                {tier ? PLANS[tier].name : promo.subscriptionTier}
              </Badge>
            </td>
            <td className={`${cellClass} max-w-64 text-muted-foreground`}>{promo.description}</td>
            <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{usageLabel(promo)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {promo.expiresAt ? formatDate(promo.expiresAt) : 'Never'}
            </td>
            <td className={cellClass}>
              <Badge variant={STATUS_BADGE[status]}>{status}</Badge>
            </td>
            <td className={actionCellClass}>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${promo.isActive ? 'Deactivate' : 'Activate'} ${promo.code}`}
                disabled={pending}
                onClick={() => toggle.mutate({ id: promo.id, isActive: !promo.isActive })}
              >
                {pending ? (
                  <Spinner />
                ) : promo.isActive ? (
                  <PowerOff aria-hidden="true" />
                ) : (
                  <Power aria-hidden="true" />
                )}
                {promo.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
