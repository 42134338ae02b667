import type { AppContext } from '../../context';
import { readSetting, writeSetting } from '../settings';
import { listAnnouncementRecipients } from './repo';

export interface MaintenanceNotice {
  scheduledDate: string;
  duration: string;
  message: string;
}

const MAINTENANCE_KEY = 'maintenance';

/** E-mails every active account; each address gets its own message, and failures to queue one are counted. */
export async function announce(ctx: AppContext, subject: string, message: string) {
  const recipients = await listAnnouncementRecipients(ctx.db);
  let failed = 0;
  for (const recipient of recipients) {
    try {
      await ctx.mailer.send({
        to: recipient.email ?? '',
        subject,
        text: `Hello ${recipient.firstName || recipient.username},\n\n${message}\n\n— The Roadbook team`,
      });
    } catch (error) {
      failed++;
      ctx.log.warn({ err: error }, 'an announcement e-mail could not be queued');
    }
  }
  const sent = recipients.length - failed;
  const where =
    ctx.mailer.kind === 'smtp' ? 'queued for e-mail' : 'kept in the outbox (no SMTP server is configured)';
  return {
    recipients: sent,
    note:
      failed === 0
        ? `Announcement ${where} for ${sent} active users.`
        : `Announcement ${where} for ${sent} active users; ${failed} could not be sent.`,
  };
}

export async function scheduleMaintenance(
  ctx: AppContext,
  notice: { scheduledDate: Date; duration: string; message: string },
) {
  const value: MaintenanceNotice = { ...notice, scheduledDate: notice.scheduledDate.toISOString() };
  await writeSetting(ctx.db, MAINTENANCE_KEY, value);
  return value;
}

/** The scheduled maintenance, while it has not yet ended (a day's grace after its start). */
export async function currentMaintenance(ctx: AppContext): Promise<MaintenanceNotice | null> {
  const notice = await readSetting<MaintenanceNotice>(ctx.db, MAINTENANCE_KEY);
  if (!notice) return null;
  return new Date(notice.scheduledDate).getTime() + 86_400_000 > Date.now() ? notice : null;
}
