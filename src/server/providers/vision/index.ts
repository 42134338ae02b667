import type { Config } from '../../config';
import { createVisionService, type VisionService } from './vision-service';

/** The configured vision service, or null: photos are then tagged by the offline detector alone. */
export function createVision(config: Config): VisionService | null {
  if (!config.vision) return null;
  return createVisionService({ ...config.vision, timeoutMs: config.providerTimeoutMs });
}
