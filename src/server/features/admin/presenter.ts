import type { listReports } from './repo';

export function toReportDto({
  report,
  tripTitle,
  tripStatus,
  reporter,
}: Awaited<ReturnType<typeof listReports>>[number]) {
  return { ...report, tripTitle, tripStatus, reporter };
}
