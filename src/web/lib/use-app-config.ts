import { useQuery } from '@tanstack/react-query';
import { configQueryKey } from './query-keys';

/** GET /api/config: what the browser needs to know of the server's configuration. */
export interface AppConfig {
  tileUrl: string;
  tileAttribution: string;
  places: 'gazetteer' | 'geocoder';
  supportEmail: string;
  /** The largest photo an upload takes, in MB. */
  maxPhotoSizeMb: number;
}

export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: configQueryKey });
}
