import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { generatedDescriptionSchema } from '../../../../common/contract/stops';

export type GeneratedDescription = z.input<typeof generatedDescriptionSchema>;

export async function generateDescription(stopId: number): Promise<GeneratedDescription> {
  return (await apiRequest('POST', `/api/stops/${stopId}/generate-description`)).json();
}
