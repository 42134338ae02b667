import { describe, expect, it } from 'vitest';
import { type EditStopValues, editStopFormSchema, stopChanges } from './edit-stop-form';

const values = (changes: Partial<EditStopValues> = {}): EditStopValues => ({
  name: 'Moab',
  visitType: 'scenic',
  description: '',
  comments: '',
  arrivalDate: '2026-06-02',
  arrivalTime: '14:30',
  departureDate: '',
  departureTime: '',
  wikipediaUrl: '',
  websiteUrl: '',
  ...changes,
});

const errorsOf = (input: EditStopValues) =>
  editStopFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('Edit Stop form', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(values({ name: ' ' }))).toEqual(['Name is required']);
    expect(errorsOf(values({ visitType: '' }))).toEqual(['Visit type is required']);
    expect(errorsOf(values({ websiteUrl: 'moab' }))).toEqual(['Website URL must be a valid URL']);
  });

  it('keeps a type from before the list and takes a website typed without https://', () => {
    const parsed = editStopFormSchema.parse(values({ visitType: 'roadside', websiteUrl: 'moab.com' }));
    expect(stopChanges(parsed)).toMatchObject({ visitType: 'roadside', websiteUrl: 'https://moab.com' });
  });

  it('sends empty values as null and a moment only when both its date and time are filled', () => {
    const parsed = editStopFormSchema.parse(values({ departureDate: '2026-06-03' }));
    expect(stopChanges(parsed)).toEqual({
      name: 'Moab',
      visitType: 'scenic',
      description: null,
      comments: null,
      arrivalTime: new Date(2026, 5, 2, 14, 30).toISOString(),
      departureTime: undefined,
      wikipediaUrl: null,
      websiteUrl: null,
    });
    const cleared = editStopFormSchema.parse(values({ arrivalDate: '', arrivalTime: '' }));
    expect(stopChanges(cleared).arrivalTime).toBeNull();
  });
});
