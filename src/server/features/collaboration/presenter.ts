import type { ActivityRow } from './activity-repo';

export function toActivityDto(row: ActivityRow) {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    subject: { type: row.subjectType, id: row.subjectId, name: row.subjectName },
  };
}
