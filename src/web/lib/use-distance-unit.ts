import { useAuth } from '@/lib/queries/session';
import type { DistanceUnit } from '../../common/units';

/** The signed-in reader's unit for distances and speeds; miles for a visitor without an account. */
export function useDistanceUnit(): DistanceUnit {
  return useAuth().user?.distanceUnit ?? 'mi';
}
