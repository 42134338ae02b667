import { format, isValid, parse } from 'date-fns';

/** The value of a native date input ("yyyy-MM-dd") for a moment, in local time. */
export function toDateInput(value: string | Date): string {
  return format(new Date(value), 'yyyy-MM-dd');
}

/** The value of a native time input ("HH:mm") for a moment, in local time. */
export function toTimeInput(value: string | Date): string {
  return format(new Date(value), 'HH:mm');
}

/** Local midnight of a date input's value; an invalid date when the text is empty or malformed. */
export function fromDateInput(text: string): Date {
  return parse(text, 'yyyy-MM-dd', new Date(0));
}

/** The local moment a date input and a time input describe together, or null when either is unusable. */
export function fromDateAndTimeInputs(date: string, time: string): Date | null {
  const moment = parse(`${date} ${time}`, 'yyyy-MM-dd HH:mm', new Date(0));
  return isValid(moment) ? moment : null;
}
