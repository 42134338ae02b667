import type { AppContext } from '../../context';
import { planMix, weeklyCounts } from './repo';

const WEEKS = 12;

function lastWeeks(now: Date): string[] {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: WEEKS }, (_, i) => {
    const week = new Date(monday);
    week.setUTCDate(monday.getUTCDate() - 7 * (WEEKS - 1 - i));
    return week.toISOString().slice(0, 10);
  });
}

/** Sign-ups and new trips per week for the last twelve weeks (empty weeks included), and the plan mix. */
export async function analytics(ctx: AppContext) {
  const [signups, newTrips, plans] = await Promise.all([
    weeklyCounts(ctx.db, 'users', WEEKS),
    weeklyCounts(ctx.db, 'trips', WEEKS),
    planMix(ctx.db),
  ]);
  const weeks = lastWeeks(new Date());
  const series = (rows: { week: string; total: number }[]) =>
    weeks.map((week) => ({ week, total: rows.find((row) => row.week === week)?.total ?? 0 }));
  return {
    signupsByWeek: series(signups),
    tripsByWeek: series(newTrips),
    planMix: (['free', 'premium', 'pro'] as const).map((tier) => ({
      tier,
      total: plans.filter((row) => row.tier === tier).reduce((sum, row) => sum + row.total, 0),
    })),
  };
}
