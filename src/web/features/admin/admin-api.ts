import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { maintenanceNoticeSchema } from '../../../common/contract/admin';
import type { AdminTrip, UploadSettings } from './types';

/** The reason the spec gives every ban made from the panel. */
const BAN_REASON = 'Admin action';

export async function banUser(userId: number): Promise<{ message: string }> {
  return (await apiRequest('POST', '/api/admin/users/ban', { userId, reason: BAN_REASON })).json();
}

export async function unbanUser(userId: number): Promise<{ message: string }> {
  return (await apiRequest('POST', '/api/admin/users/unban', { userId })).json();
}

export async function setTripStatus(tripId: number, status: 'active' | 'suspended'): Promise<AdminTrip> {
  return (await apiRequest('PATCH', `/api/admin/trips/${tripId}`, { status })).json();
}

export async function deleteTrip(tripId: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/trips/${tripId}`);
}

export async function resolveReport(reportId: number): Promise<void> {
  await apiRequest('POST', `/api/admin/reports/${reportId}/resolve`);
}

export async function saveUploadSettings(settings: UploadSettings): Promise<{ message: string }> {
  return (await apiRequest('POST', '/api/admin/settings', settings)).json();
}

export async function sendAnnouncement(subject: string, message: string): Promise<{ note: string }> {
  return (await apiRequest('POST', '/api/admin/announcement', { subject, message })).json();
}

/** The notice as the banner will show it. */
export type MaintenanceRequest = z.input<typeof maintenanceNoticeSchema>;

export async function scheduleMaintenance(notice: MaintenanceRequest): Promise<void> {
  await apiRequest('POST', '/api/admin/maintenance', notice);
}

export const SECURITY_ASSESSMENT_PDF_PATH = '/api/generate-security-assessment-pdf';
/** The project's documentation as one PDF (the address is the one the spec gives it). */
export const DOCUMENTATION_PDF_PATH = '/api/generate-replit-md-pdf';

/** Fetches a file the server sends as an attachment and hands it to the browser's downloads as `fileName`. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const blob = await (await apiRequest('GET', url)).blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
