import type { WaitingWrite } from './waiting-write';

/**
 * The id the device shows a stop made without a network by until the server gives it its own: below zero, where
 * no server id is, and drawn from so many that no other number a write carries (a latitude, a version) is it.
 */
export const newStandIn = (): number => -(2 ** 40 + Math.floor(Math.random() * 2 ** 52));

export const isStandIn = (id: number): boolean => id < 0;

/** A write adding to a stop the server does not have yet: it can be sent only once that stop is. */
export const waitsForStop = (write: WaitingWrite): boolean =>
  write.stopId !== undefined && isStandIn(write.stopId);

const replaced = (value: unknown, standIn: number, id: number): unknown => {
  if (value === standIn) return id;
  if (Array.isArray(value)) return value.map((item) => replaced(item, standIn, id));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, replaced(item, standIn, id)]),
    );
  return value;
};

/**
 * The write as it is sent once the stop made under `standIn` is stored as `id`: the server's id in its address
 * (`/api/stops/{id}/voice-memo`), its form's fields (a photo's stop) and its JSON body. A write naming no such
 * stop is returned as it is.
 */
export function withServerId(write: WaitingWrite, standIn: number, id: number): WaitingWrite {
  if (write.stopId !== standIn) return write;
  const text = String(standIn);
  return {
    ...write,
    stopId: id,
    url: write.url.replace(new RegExp(`(?<=[/=])${text}(?=[/?&#]|$)`, 'g'), String(id)),
    body: replaced(write.body, standIn, id),
    form: write.form && {
      ...write.form,
      fields: Object.fromEntries(
        Object.entries(write.form.fields).map(([name, value]) => [name, value === text ? String(id) : value]),
      ),
    },
  };
}
