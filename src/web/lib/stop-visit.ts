import { format, isSameDay } from 'date-fns';
import { formatDateTime } from './format';

/** When a stop is left: the time alone on the day of arrival ("2:00 PM"), else the date too. */
export function formatDeparture(departure: string | Date, arrival: string | Date | null): string {
  const left = new Date(departure);
  return arrival && isSameDay(left, new Date(arrival)) ? format(left, 'h:mm a') : formatDateTime(left);
}

/** Only web addresses become links; anything else a stop holds stays text. */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url);

/** A website by its host name: "https://www.nps.gov/yose/" reads "nps.gov". */
export function websiteLabel(url: string): string {
  return isWebAddress(url) ? new URL(url).hostname.replace(/^www\./, '') : url;
}
