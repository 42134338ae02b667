import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { startStandIn } from '../support/stand-in';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';

async function premiumOwnerWithStops(server: TestServer, tier: 'premium' | 'pro' = 'premium') {
  const client = server.client();
  const { user } = await signUp(client);
  await setPlan(server, user.id, tier);
  const trip = await createTrip(client, { title: 'Canyon Country' });
  await addStop(client, trip.id, { name: 'Denver', latitude: 39.7392, longitude: -104.9903, stopOrder: 1 });
  const moab = await addStop(client, trip.id, {
    name: 'Moab',
    latitude: 38.5733,
    longitude: -109.5498,
    stopOrder: 2,
  });
  return { client, userId: user.id, tripId: trip.id, stopId: moab.id };
}

describe('AI descriptions offline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('writes a factual, labelled description from the place list and keeps it on the stop', async () => {
    const { client, stopId, tripId } = await premiumOwnerWithStops(server);
    const response = await client.post(`/api/stops/${stopId}/generate-description`);
    expect(response.status).toBe(200);
    expect(response.body.source).toBe('offline');
    const text: string = response.body.description;
    const paragraphs = text.split('\n\n');
    expect(paragraphs[0]).toMatch(/^Moab \(UT, United States\) is a small town of about [\d,]+ people\.$/);
    expect(paragraphs[1]).toBe(
      'It is a scenic stop on "Canyon Country", from Denver, CO to Las Vegas, NV. The previous stop, Denver, is about 257 miles away as the crow flies.',
    );
    // Set-up hints are for administrators, not for everyone who reads the trip.
    expect(paragraphs.at(-1)).toBe("Written offline from Roadbook's built-in place list.");
    const [, moab] = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(moab).toMatchObject({ aiDescription: text, aiDescriptionSource: 'offline' });
  });

  it("writes for Pro in the reader's language, with no AI service: seven languages", async () => {
    const { client, stopId } = await premiumOwnerWithStops(server, 'pro');
    const openings: Record<string, string> = {
      'en-GB': 'Moab (UT, United States) is a small town',
      'fr-FR,fr;q=0.9': 'Moab (UT, États-Unis) est une petite ville',
      'de-DE': 'Moab (UT, Vereinigte Staaten) ist eine Kleinstadt',
      'es-MX': 'Moab (UT, Estados Unidos) es un pueblo',
      'it-IT': 'Moab (UT, Stati Uniti) è un piccolo centro',
      'pt-BR': 'Moab (UT, Estados Unidos) é uma vila',
      'nl-BE': 'Moab (UT, Verenigde Staten) is een dorp',
      // Japanese is not written offline: the next language the reader reads is.
      'ja-JP,nl;q=0.7,en;q=0.5': 'Moab (UT, Verenigde Staten) is een dorp',
    };
    for (const [header, opening] of Object.entries(openings)) {
      const response = await client.post(`/api/stops/${stopId}/generate-description`, undefined, {
        'accept-language': header,
      });
      expect(response.status, header).toBe(200);
      expect(response.body.source).toBe('offline');
      expect(response.body.description.startsWith(opening), `${header}: ${response.body.description}`).toBe(
        true,
      );
    }
  });

  it("gives distances in the reader's unit, and writes English for Premium whatever the browser says", async () => {
    const { client, stopId } = await premiumOwnerWithStops(server, 'pro');
    expect((await client.patch('/api/user/preferences', { distanceUnit: 'km' })).status).toBe(200);
    const german = await client.post(`/api/stops/${stopId}/generate-description`, undefined, {
      'accept-language': 'de',
    });
    expect(german.body.description).toContain(
      'Der vorige Halt, Denver, liegt Luftlinie etwa 414 km entfernt.',
    );

    const premium = await premiumOwnerWithStops(server, 'premium');
    const english = await premium.client.post(
      `/api/stops/${premium.stopId}/generate-description`,
      undefined,
      {
        'accept-language': 'fr-FR',
      },
    );
    expect(english.body.description).toContain('The previous stop, Denver, is about 257 miles away');
  });

  it('is refused on the Free plan with a message naming the plan', async () => {
    const { client, userId, stopId } = await premiumOwnerWithStops(server);
    await setPlan(server, userId, 'free');
    const response = await client.post(`/api/stops/${stopId}/generate-description`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'The Premium plan is needed for AI location descriptions. Upgrade your plan to use it.',
      code: 'plan_required',
    });
  });

  it("answers 404 for someone else's stop and 401 without a session", async () => {
    const { stopId } = await premiumOwnerWithStops(server);
    const stranger = server.client();
    const { user } = await signUp(stranger);
    await setPlan(server, user.id, 'pro');
    const hidden = await stranger.post(`/api/stops/${stopId}/generate-description`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Stop not found', code: 'not_found' });
    expect((await server.client().post(`/api/stops/${stopId}/generate-description`)).status).toBe(401);
  });
});

describe('AI descriptions through the Anthropic Messages API', () => {
  it('sends the stop and trip, and keeps the answer', async () => {
    const api = await startStandIn({
      '/v1/messages': {
        json: { content: [{ type: 'text', text: 'Moab is the gateway to Arches.\n\nGo early.' }] },
      },
    });
    const server = await startTestServer({
      env: { ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: api.url, ANTHROPIC_MODEL: 'claude-test' },
    });
    try {
      const { client, stopId } = await premiumOwnerWithStops(server, 'pro');
      const response = await client.post(`/api/stops/${stopId}/generate-description`, undefined, {
        'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        description: 'Moab is the gateway to Arches.\n\nGo early.',
        source: 'anthropic',
      });
      const [sent] = api.requests;
      expect(sent?.headers['x-api-key']).toBe('sk-ant-test');
      expect(sent?.headers['anthropic-version']).toBe('2023-06-01');
      const body = JSON.parse(sent?.body.toString() ?? '{}');
      expect(body.model).toBe('claude-test');
      expect(body.system).toContain('travel-journal');
      const prompt: string = body.messages[0].content;
      expect(prompt).toContain('Place: Moab');
      expect(prompt).toContain('Coordinates: 38.57330, -109.54980');
      expect(prompt).toContain('Trip: "Canyon Country", from Denver, CO to Las Vegas, NV');
      expect(prompt).toContain('Previous stop: Denver');
      expect(prompt).toContain('Write the entry in French, with distances in miles.');
    } finally {
      await server.close();
      await api.close();
    }
  });

  it('writes in English for Premium, whatever the browser language', async () => {
    const api = await startStandIn({
      '/v1/messages': { json: { content: [{ type: 'text', text: 'Fine.' }] } },
    });
    const server = await startTestServer({ env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: api.url } });
    try {
      const { client, stopId } = await premiumOwnerWithStops(server, 'premium');
      await client.post(`/api/stops/${stopId}/generate-description`, undefined, {
        'accept-language': 'de-DE',
      });
      expect(JSON.parse(api.requests[0]?.body.toString() ?? '{}').messages[0].content).toContain(
        'Write the entry in English, with distances in miles.',
      );
    } finally {
      await server.close();
      await api.close();
    }
  });

  it("reports the provider's error, and a time-out, leaving the stop unchanged", async () => {
    const api = await startStandIn({
      '/v1/messages': (req) =>
        req.headers['x-api-key'] === 'slow'
          ? { delayMs: 3000, json: {} }
          : {
              status: 529,
              json: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
            },
    });
    const overloaded = await startTestServer({
      env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: api.url },
    });
    const slow = await startTestServer({
      env: { ANTHROPIC_API_KEY: 'slow', ANTHROPIC_BASE_URL: api.url, PROVIDER_TIMEOUT_SECONDS: '1' },
    });
    try {
      const first = await premiumOwnerWithStops(overloaded);
      const refused = await first.client.post(`/api/stops/${first.stopId}/generate-description`);
      expect(refused.status).toBe(502);
      expect(refused.body.code).toBe('provider_failed');
      expect(refused.body.message).toBe('The AI service answered 529: Overloaded');
      expect((await first.client.get(`/api/trips/${first.tripId}/stops`)).body[1].aiDescription).toBeNull();

      const second = await premiumOwnerWithStops(slow);
      const timedOut = await second.client.post(`/api/stops/${second.stopId}/generate-description`);
      expect(timedOut.status).toBe(504);
      expect(timedOut.body.code).toBe('provider_timeout');
      expect(timedOut.body.message).toBe('The AI service did not answer within 1 seconds');
      expect((await second.client.get(`/api/trips/${second.tripId}/stops`)).body[1].aiDescription).toBeNull();
    } finally {
      await overloaded.close();
      await slow.close();
      await api.close();
    }
  });
});

describe('AI descriptions through an OpenAI-compatible chat endpoint', () => {
  it('sends system and user messages and keeps the answer', async () => {
    const api = await startStandIn({
      '/v1/chat/completions': {
        json: { choices: [{ message: { role: 'assistant', content: ' Red rock country. ' } }] },
      },
    });
    const server = await startTestServer({
      env: { OPENAI_BASE_URL: `${api.url}/v1`, OPENAI_CHAT_MODEL: 'local-llama' },
    });
    try {
      const { client, stopId } = await premiumOwnerWithStops(server);
      const response = await client.post(`/api/stops/${stopId}/generate-description`);
      expect(response.body).toMatchObject({ description: 'Red rock country.', source: 'openai' });
      const body = JSON.parse(api.requests[0]?.body.toString() ?? '{}');
      expect(body.model).toBe('local-llama');
      expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
      expect(api.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await server.close();
      await api.close();
    }
  });
});
