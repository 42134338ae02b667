import { apiRequest } from '@/lib/api';

export async function createReviewLink(year: number): Promise<{ publicUrl: string }> {
  return (await apiRequest('POST', `/api/stats/${year}/public-link`, {})).json();
}

export async function removeReviewLink(year: number): Promise<void> {
  await apiRequest('DELETE', `/api/stats/${year}/public-link`);
}

export const reviewPdfUrl = (year: number) => `/api/stats/${year}/pdf`;
