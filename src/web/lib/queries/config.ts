import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PaymentsSetUp, ServicesSetUp } from '../../../common/services';

/** GET /api/config: what the browser needs to know of the server's configuration. */
export interface AppConfig {
  tileUrl: string;
  tileAttribution: string;
  places: 'gazetteer' | 'geocoder';
  supportEmail: string;
  /** The largest photo an upload takes, in MB. */
  maxPhotoSizeMb: number;
  /** The optional services this server has set up; features that need a missing one are not offered. */
  services: ServicesSetUp;
  /** How plans are paid for here; with `none` no plan is sold, and promo codes still raise plans. */
  payments: PaymentsSetUp;
}

const fetchConfig = () => getJson<AppConfig>('/api/config');

export const configQueryOptions = () => queryOptions({ queryKey: ['/api/config'], queryFn: fetchConfig });

export function useAppConfig() {
  return useQuery(configQueryOptions());
}
