import { apiRequest } from '@/lib/api';
import type { AiDescriptionSource, Stop } from '../../../../common/contract/stops';

export interface GeneratedDescription {
  description: string;
  source: AiDescriptionSource;
  stop: Stop;
}

export async function generateDescription(stopId: number): Promise<GeneratedDescription> {
  return (await apiRequest('POST', `/api/stops/${stopId}/generate-description`)).json();
}
