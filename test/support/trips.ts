import type { TestClient } from './http-client';
import { signUp } from './users';

export const sampleTrip = (overrides: Record<string, unknown> = {}) => ({
  title: 'Canyon Country',
  description: 'Arches, canyons and a lot of red rock.',
  startLocation: 'Denver, CO',
  endLocation: 'Las Vegas, NV',
  startDate: '2026-05-01T00:00:00.000Z',
  endDate: '2026-05-08T00:00:00.000Z',
  totalMiles: 812,
  drivingTime: '13h 20m',
  status: 'completed',
  ...overrides,
});

export async function createTrip(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/trips', sampleTrip(overrides));
  if (response.status !== 201) throw new Error(`trip creation failed: ${response.status} ${response.text}`);
  return response.body as { id: number; title: string };
}

export async function addStop(client: TestClient, tripId: number, overrides: Record<string, unknown> = {}) {
  const response = await client.post(`/api/trips/${tripId}/stops`, {
    name: 'Moab',
    visitType: 'scenic',
    arrivalTime: '2026-05-02T15:00:00.000Z',
    latitude: 38.5733,
    longitude: -109.5498,
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`stop creation failed: ${response.status} ${response.text}`);
  return response.body as { id: number; name: string; stopOrder: number };
}

/** A new account, signed in on its own client, with one trip. */
export async function ownerWithTrip(
  server: { client(): TestClient },
  overrides: Record<string, unknown> = {},
) {
  const client = server.client();
  const { user, account } = await signUp(client);
  const trip = await createTrip(client, overrides);
  return { client, user, account, userId: user.id, tripId: trip.id };
}

/** Shares a trip with a made-up address: its invitation's token opens the trip as a link would. */
export async function shareLink(owner: TestClient, tripId: number, settings: Record<string, unknown> = {}) {
  const share = await owner.post(`/api/trips/${tripId}/share`, {
    sharedWithEmail: `guest${Date.now()}${Math.random()}@example.com`,
    ...settings,
  });
  if (share.status !== 201) throw new Error(`sharing failed: ${share.status} ${share.text}`);
  return share.body as { id: number; inviteToken: string };
}

/** Midnight UTC of a date (YYYY-MM-DD), as trip dates are sent. */
export const day = (date: string) => `${date}T00:00:00.000Z`;
