import type { TownsQuery } from '../../../common/schemas/basemap';
import type { Town } from '../../providers/places/gazetteer';
import { sharedGazetteer } from '../../providers/places/gazetteer-provider';

/**
 * The towns an offline map names in the box it shows. Always from the offline gazetteer, whatever place search
 * is configured: the map is offline because the outside world cannot be reached.
 */
export async function townsIn({ limit, ...box }: TownsQuery): Promise<Town[]> {
  return (await sharedGazetteer()).largestTowns(box, limit);
}
