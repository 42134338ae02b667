import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { listReports, resolveReport } from './repo';

/** Reports about shared trips, open ones first. */
export async function tripReports(ctx: AppContext) {
  return listReports(ctx.db);
}

export async function resolveTripReport(ctx: AppContext, reportId: number) {
  const report = await resolveReport(ctx.db, reportId);
  if (!report) throw notFound('Report not found');
  return report;
}
