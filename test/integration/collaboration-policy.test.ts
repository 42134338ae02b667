import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestResponse } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { setPlan } from '../support/plans';
import { gpxFile, routeForm, trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';
import { voiceMemoForm as memoForm } from '../support/voice-memos';

const ROLES = ['owner', 'editor', 'viewer', 'stranger', 'admin'] as const;
type Role = (typeof ROLES)[number];

let server: TestServer;
const clients = {} as Record<Role, TestClient>;
const ids = {} as Record<Role, number>;
let tripId: number;
let photo: Buffer;

/** A trip of the owner's, shared for editing with the editor and for reading with the viewer. */
async function sharedTrip(): Promise<number> {
  const trip = await createTrip(clients.owner);
  const edit = await clients.owner.post(`/api/trips/${trip.id}/share`, {
    sharedWithId: ids.editor,
    shareType: 'edit',
  });
  expect(edit.status).toBe(201);
  const view = await clients.owner.post(`/api/trips/${trip.id}/share`, { sharedWithId: ids.viewer });
  expect(view.status).toBe(201);
  return trip.id;
}

const upload = async (client: TestClient) => {
  const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(photo, 'photo.jpg'));
  expect(response.status).toBe(201);
  return response.body.id as number;
};
const stopWithMemo = async (client: TestClient) => {
  const stop = await addStop(client, tripId);
  expect((await client.post(`/api/stops/${stop.id}/voice-memo`, memoForm())).status).toBe(200);
  return stop.id;
};
const newShare = async () => {
  const made = await clients.owner.post(`/api/trips/${tripId}/share`, {
    sharedWithEmail: `guest_${Math.random().toString(36).slice(2)}@example.com`,
  });
  expect(made.status).toBe(201);
  return made.body.id as number;
};

type Call = (client: TestClient) => Promise<TestResponse>;
/** Each write route, a request made fresh for every role (what it needs is made by the owner or editor first), and the status each role gets. */
const ROUTES: { name: string; prepare: () => Promise<Call>; expected: Record<Role, number> }[] = [];
const route = (
  name: string,
  prepare: () => Promise<Call>,
  [owner, editor, viewer, stranger, admin]: number[],
) =>
  ROUTES.push({
    name,
    prepare,
    expected: {
      owner: owner as number,
      editor: editor as number,
      viewer: viewer as number,
      stranger: stranger as number,
      admin: admin as number,
    },
  });

route(
  'PUT /api/trips/:id',
  async () => (c) => c.put(`/api/trips/${tripId}`, { title: 'Renamed' }),
  [200, 200, 404, 404, 404],
);
route('PUT /api/trips/:id/cover-photo', async () => {
  const id = await upload(clients.owner);
  return (c) => c.put(`/api/trips/${tripId}/cover-photo`, { photoId: id });
}, [200, 200, 404, 404, 404]);
route('DELETE /api/photos/:id/auto-tags/:tag', async () => {
  const id = await upload(clients.owner);
  return (c) => c.delete(`/api/photos/${id}/auto-tags/dog`);
}, [200, 200, 404, 404, 404]);
route('DELETE /api/trips/:id', async () => {
  const id = await sharedTrip();
  return (c) => c.delete(`/api/trips/${id}`);
}, [200, 403, 404, 404, 404]);
route(
  'POST /api/trips/:id/stops',
  async () => (c) => c.post(`/api/trips/${tripId}/stops`, { name: 'Arches', visitType: 'scenic' }),
  [201, 201, 404, 404, 404],
);
route('PUT /api/trips/:id/stops/order', async () => {
  const stops = (await clients.owner.get(`/api/trips/${tripId}/stops`)).body as { id: number }[];
  return (c) => c.put(`/api/trips/${tripId}/stops/order`, { stopIds: stops.map((s) => s.id).reverse() });
}, [200, 200, 404, 404, 404]);
route('PUT /api/stops/:id', async () => {
  const stop = await addStop(clients.owner, tripId);
  return (c) => c.put(`/api/stops/${stop.id}`, { name: 'Renamed stop' });
}, [200, 200, 404, 404, 404]);
route('DELETE /api/stops/:id', async () => {
  const stop = await addStop(clients.owner, tripId);
  return (c) => c.delete(`/api/stops/${stop.id}`);
}, [200, 200, 404, 404, 404]);
route('POST /api/stops/:id/find-place-name', async () => {
  const stop = await addStop(clients.owner, tripId, { latitude: 40.7128, longitude: -74.006 });
  return (c) => c.post(`/api/stops/${stop.id}/find-place-name`);
}, [200, 200, 404, 404, 404]);
route(
  'POST /api/trips/:id/photos',
  async () => (c) => c.post(`/api/trips/${tripId}/photos`, photoForm(photo, 'p.jpg')),
  [201, 201, 404, 404, 404],
);
route('PUT /api/photos/:id', async () => {
  const id = await upload(clients.owner);
  return (c) => c.put(`/api/photos/${id}`, { caption: 'Sunset' });
}, [200, 200, 404, 404, 404]);
route('DELETE /api/photos/:id (the owner’s photo)', async () => {
  const id = await upload(clients.owner);
  return (c) => c.delete(`/api/photos/${id}`);
}, [200, 403, 404, 404, 404]);
route('DELETE /api/photos/:id (the editor’s photo)', async () => {
  const id = await upload(clients.editor);
  return (c) => c.delete(`/api/photos/${id}`);
}, [200, 200, 404, 404, 404]);
route('POST /api/photos/:id/create-stop', async () => {
  const id = await upload(clients.owner);
  return (c) => c.post(`/api/photos/${id}/create-stop`);
}, [200, 200, 404, 404, 404]);
route('POST /api/stops/:id/voice-memo (a stop without one)', async () => {
  const stop = await addStop(clients.owner, tripId);
  return (c) => c.post(`/api/stops/${stop.id}/voice-memo`, memoForm());
}, [200, 200, 404, 404, 404]);
route('POST /api/stops/:id/voice-memo (over the owner’s memo)', async () => {
  const id = await stopWithMemo(clients.owner);
  return (c) => c.post(`/api/stops/${id}/voice-memo`, memoForm());
}, [200, 403, 404, 404, 404]);
route('DELETE /api/stops/:id/voice-memo (the owner’s memo)', async () => {
  const id = await stopWithMemo(clients.owner);
  return (c) => c.delete(`/api/stops/${id}/voice-memo`);
}, [200, 403, 404, 404, 404]);
route('DELETE /api/stops/:id/voice-memo (the editor’s memo)', async () => {
  const id = await stopWithMemo(clients.editor);
  return (c) => c.delete(`/api/stops/${id}/voice-memo`);
}, [200, 200, 404, 404, 404]);
// No transcription service is configured: whoever passes the policy and the owner's plan is told so (503).
route('POST /api/stops/:id/transcribe-voice-memo', async () => {
  const id = await stopWithMemo(clients.owner);
  return (c) => c.post(`/api/stops/${id}/transcribe-voice-memo`);
}, [503, 503, 404, 404, 404]);
route('POST /api/stops/:id/generate-description', async () => {
  const stop = await addStop(clients.owner, tripId);
  return (c) => c.post(`/api/stops/${stop.id}/generate-description`);
}, [200, 200, 404, 404, 404]);
route(
  'POST /api/trips/:id/route/import',
  async () => (c) =>
    c.post(`/api/trips/${tripId}/route/import`, routeForm(gpxFile(trackPoints(20)), 'r.gpx')),
  [200, 200, 404, 404, 404],
);
route(
  'POST /api/trips/:id/route/points',
  async () => (c) =>
    c.post(`/api/trips/${tripId}/route/points`, {
      points: trackPoints(3).map(({ lat, lng }) => ({ lat, lng, time: new Date().toISOString() })),
    }),
  [200, 200, 404, 404, 404],
);
route(
  'DELETE /api/trips/:id/route',
  async () => (c) => c.delete(`/api/trips/${tripId}/route`),
  [200, 403, 404, 404, 404],
);
route(
  'POST /api/trips/:id/share',
  async () => (c) =>
    c.post(`/api/trips/${tripId}/share`, {
      sharedWithEmail: `x_${Math.random()}@example.com`.replace('0.', ''),
    }),
  [201, 403, 404, 404, 404],
);
route(
  'GET /api/trips/:id/shares',
  async () => (c) => c.get(`/api/trips/${tripId}/shares`),
  [200, 403, 404, 404, 404],
);
route('PATCH /api/trip-shares/:id', async () => {
  const id = await newShare();
  return (c) => c.patch(`/api/trip-shares/${id}`, { shareType: 'edit' });
}, [200, 403, 404, 404, 404]);
route('DELETE /api/trip-shares/:id', async () => {
  const id = await newShare();
  return (c) => c.delete(`/api/trip-shares/${id}`);
}, [200, 403, 404, 404, 404]);
route(
  'POST /api/trips/:id/public-link',
  async () => (c) => c.post(`/api/trips/${tripId}/public-link`, {}),
  [200, 403, 404, 404, 404],
);
route(
  'DELETE /api/trips/:id/public-link',
  async () => (c) => c.delete(`/api/trips/${tripId}/public-link`),
  [200, 403, 404, 404, 404],
);
route(
  'GET /api/trips/:id/activity',
  async () => (c) => c.get(`/api/trips/${tripId}/activity`),
  [200, 200, 404, 404, 404],
);

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_USERNAMES: 'matrix_admin' } });
  photo = await makeJpeg({ width: 64, height: 48 });
  for (const role of ROLES) {
    clients[role] = server.client();
    const { user } = await signUp(clients[role], role === 'admin' ? { username: 'matrix_admin' } : {});
    ids[role] = user.id;
  }
  await makeAdmin(server, 'matrix_admin');
  await setPlan(server, ids.owner, 'pro');
  tripId = await sharedTrip();
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('who may change a trip: owner, editor, viewer, stranger and administrator × every write route', () => {
  it('answers each role as the policy says, with 403 forbidden for an editor refused and 404 for the others', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const { name, prepare, expected } of ROUTES) {
      for (const role of ROLES) {
        const response = await (await prepare())(clients[role]);
        seen.push(`${name} as ${role}: ${response.status}`);
        wanted.push(`${name} as ${role}: ${expected[role]}`);
        if (response.status === 403) expect(response.body.code, `${name} as ${role}`).toBe('forbidden');
        if (response.status === 404) expect(response.body.code, `${name} as ${role}`).toBe('not_found');
      }
    }
    expect(seen).toEqual(wanted);
  }, 240_000);

  it('lets nobody signed out change anything (401)', async () => {
    const anonymous = server.client();
    for (const { name, prepare } of ROUTES) {
      const response = await (await prepare())(anonymous);
      expect(response.status, name).toBe(401);
    }
  }, 120_000);
});
