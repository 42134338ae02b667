import { format } from 'date-fns';
import { shownIn } from './readers-time-zone';

export function formatDate(value: string | Date): string {
  return format(new Date(value), 'MMM dd, yyyy', shownIn());
}

interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
}

export function fullName(person: PersonName): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
}

/** The name to show for a person: first and last name, else e-mail, else username. */
export function displayName(person: PersonName): string {
  return fullName(person) || person.email || person.username || '';
}

export function initials(person: PersonName): string {
  const name = fullName(person);
  const source = name
    ? name.split(/\s+/).map((part) => part[0])
    : [(person.email || person.username || '?')[0]];
  return source.join('').slice(0, 2).toUpperCase();
}

export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "MMM dd, yyyy 'at' h:mm a", shownIn());
}

/** "1 stop", "3 stops". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** A size for people: kilobytes below 0.1 MB ("35 KB"), megabytes below a gigabyte ("2.4 MB"), else "1.52 GB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 0.1 * MB) return `${Math.round(bytes / KB)} KB`;
  if (bytes < GB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / GB).toFixed(2)} GB`;
}

/** An amount in the currency's minor unit (cents) as money: "$4.99". */
export function formatMoney(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );
}

/** A visit type as people read it: "scenic" → "Scenic". */
export const visitTypeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
