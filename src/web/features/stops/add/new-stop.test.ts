import { describe, expect, it } from 'vitest';
import { checkNewStop, coordinateFrom, emptyNewStop, type NewStopValues } from './new-stop';

const filled = (changes: Partial<NewStopValues> = {}): NewStopValues => ({
  ...emptyNewStop(),
  name: 'Denver',
  arrivalDate: '2026-06-01',
  arrivalTime: '09:30',
  latitude: '39.74',
  longitude: '-104.98',
  ...changes,
});

describe('Add Stop rules', () => {
  it('starts as a scenic stop at 0,0', () => {
    expect(emptyNewStop()).toMatchObject({ visitType: 'scenic', latitude: '0', longitude: '0' });
  });

  it('asks for name, date and time first', () => {
    for (const missing of [{ name: ' ' }, { arrivalDate: '' }, { arrivalTime: '' }]) {
      expect(checkNewStop(filled(missing), 1)).toMatchObject({
        kind: 'toast',
        toast: { title: 'Missing required fields', description: 'Please fill in name, date, and time.' },
      });
    }
  });

  it('names each missing field beside the toast', () => {
    expect(checkNewStop(filled({ name: '', arrivalTime: '' }), 1)).toMatchObject({
      fields: { name: 'Name is required', arrivalTime: 'Arrival time is required' },
    });
    const check = checkNewStop(filled({ name: '', arrivalTime: '' }), 1);
    expect(check.kind === 'toast' && Object.keys(check.fields)).toEqual(['name', 'arrivalTime']);
    expect(checkNewStop(filled({ latitude: '0', longitude: '0' }), 1)).toMatchObject({
      fields: { latitude: 'Location not set', longitude: 'Location not set' },
    });
  });

  it('refuses a stop at 0,0, counting non-numbers as 0', () => {
    expect(coordinateFrom('abc')).toBe(0);
    const check = checkNewStop(filled({ latitude: 'north', longitude: '0' }), 1);
    expect(check).toMatchObject({ kind: 'toast', toast: { title: 'Location not set' } });
  });

  it('reports coordinates out of range on their field', () => {
    expect(checkNewStop(filled({ latitude: '95' }), 1)).toEqual({
      kind: 'field',
      field: 'latitude',
      message: 'Latitude must be between -90 and 90',
    });
  });

  it('sends the arrival as one ISO date-time from the local date and time', () => {
    const check = checkNewStop(filled({ description: '  ' }), 7);
    expect(check).toEqual({
      kind: 'ok',
      stop: {
        name: 'Denver',
        description: null,
        visitType: 'scenic',
        arrivalTime: new Date(2026, 5, 1, 9, 30).toISOString(),
        latitude: 39.74,
        longitude: -104.98,
        tripId: 7,
      },
    });
  });
});
