import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { startStandIn } from '../support/stand-in';
import { addStop, createTrip } from '../support/trips';
import { storedUploads } from '../support/uploads';
import { makeAdmin, signUp } from '../support/users';
import { voiceMemoForm as memoForm, sampleMemo } from '../support/voice-memos';

const memo = sampleMemo();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function ownerWithStop(on: TestServer = server) {
  const client = on.client();
  const { user } = await signUp(client);
  const trip = await createTrip(client);
  const stop = await addStop(client, trip.id);
  return { client, userId: user.id, tripId: trip.id, stopId: stop.id };
}

/** A Premium traveller's stop with a memo, ready to be transcribed. */
async function premiumOwnerWithMemo(on: TestServer) {
  const owner = await ownerWithStop(on);
  await setPlan(on, owner.userId, 'premium');
  await owner.client.post(`/api/stops/${owner.stopId}/voice-memo`, memoForm());
  return owner;
}

const voiceFiles = (on: TestServer) => storedUploads(on.dataDir, 'voice');

describe('voice memos', () => {
  it('uploads, streams with ranges, replaces and deletes a memo', async () => {
    const { client, stopId } = await ownerWithStop();
    const saved = await client.post(`/api/stops/${stopId}/voice-memo`, memoForm());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      voiceMemoDuration: 2,
      voiceMemoMimetype: 'audio/webm',
      voiceMemoTranscript: null,
    });
    const first = saved.body.voiceMemoFilename as string;
    expect(first).toMatch(/\.webm$/);

    const whole = await fetch(`${server.baseUrl}/api/stops/${stopId}/voice-memo`, {
      headers: { cookie: `roadbook_sid=${client.cookies.get('roadbook_sid')}` },
    });
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(memo);
    const part = await fetch(`${server.baseUrl}/uploads/voice/${first}`, {
      headers: { cookie: `roadbook_sid=${client.cookies.get('roadbook_sid')}`, range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${memo.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(memo.subarray(100, 200));
    const beyond = await fetch(`${server.baseUrl}/api/stops/${stopId}/voice-memo`, {
      headers: {
        cookie: `roadbook_sid=${client.cookies.get('roadbook_sid')}`,
        range: `bytes=${memo.length + 10}-`,
      },
    });
    expect(beyond.status).toBe(416);

    const replaced = await client.post(`/api/stops/${stopId}/voice-memo`, memoForm(memo, '5'));
    expect(replaced.body.voiceMemoDuration).toBe(5);
    expect(replaced.body.voiceMemoFilename).not.toBe(first);
    expect(voiceFiles(server)).not.toContain(first);

    const deleted = await client.delete(`/api/stops/${stopId}/voice-memo`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.voiceMemoFilename).toBeNull();
    expect(voiceFiles(server)).not.toContain(replaced.body.voiceMemoFilename);
    expect((await client.get(`/api/stops/${stopId}/voice-memo`)).status).toBe(404);
  });

  it('keeps exactly one file when six memos are uploaded to one stop at once', async () => {
    const { client, stopId } = await ownerWithStop();
    const before = voiceFiles(server).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.post(`/api/stops/${stopId}/voice-memo`, memoForm(memo, String(i + 1))),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [stop] = (await client.get(`/api/trips/${answers[0]?.body.tripId}/stops`)).body;
    expect(voiceFiles(server).length).toBe(before + 1);
    expect(voiceFiles(server)).toContain(stop.voiceMemoFilename);
  });

  it('refuses what is not audio, a bad duration, and a missing file, leaving nothing', async () => {
    const { client, stopId } = await ownerWithStop();
    const before = voiceFiles(server);
    const notAudio = await client.post(
      `/api/stops/${stopId}/voice-memo`,
      memoForm(Buffer.from('not audio at all')),
    );
    expect(notAudio.status).toBe(400);
    expect(notAudio.body.message).toBe('Voice memos must be WebM, Ogg, MP4, MP3 or WAV audio');
    const badDuration = await client.post(`/api/stops/${stopId}/voice-memo`, memoForm(memo, 'long'));
    expect(badDuration.status).toBe(400);
    expect(badDuration.body.message).toBe('Duration must be a number of seconds');
    const form = new FormData();
    form.append('duration', '3');
    const missing = await client.post(`/api/stops/${stopId}/voice-memo`, form);
    expect(missing.body.message).toBe('Choose a voice memo to upload (form field "voiceMemo")');
    expect(voiceFiles(server)).toEqual(before);
  });

  it('counts memos in the storage quota', async () => {
    const { client, tripId, stopId } = await ownerWithStop();
    await server.database.db.execute(
      `insert into photos (trip_id, filename, original_name, mimetype, size) values (${tripId}, 'quota-${tripId}.jpg', 'x.jpg', 'image/jpeg', ${150 * 1024 * 1024 - 100})`,
    );
    const response = await client.post(`/api/stops/${stopId}/voice-memo`, memoForm());
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/Free plan/);
  });

  it("answers 404 for someone else's stop and 401 without a session", async () => {
    const { client, tripId, stopId } = await ownerWithStop();
    await client.post(`/api/stops/${stopId}/voice-memo`, memoForm());
    const filename = (await client.get(`/api/trips/${tripId}/stops`)).body[0].voiceMemoFilename;
    const stranger = server.client();
    await signUp(stranger);
    for (const response of [
      await stranger.post(`/api/stops/${stopId}/voice-memo`, memoForm()),
      await stranger.get(`/api/stops/${stopId}/voice-memo`),
      await stranger.delete(`/api/stops/${stopId}/voice-memo`),
      await stranger.post(`/api/stops/${stopId}/transcribe-voice-memo`),
      await stranger.get(`/uploads/voice/${filename}`),
    ]) {
      expect(response.status).toBe(404);
    }
    const anonymous = server.client();
    expect((await anonymous.get(`/api/stops/${stopId}/voice-memo`)).status).toBe(401);
    expect((await anonymous.post(`/api/stops/${stopId}/voice-memo`, memoForm())).status).toBe(401);
    expect((await anonymous.get(`/uploads/voice/${filename}`)).status).toBe(401);
  });
});

describe('transcription', () => {
  it('is refused on the Free plan, and explains when no service is configured', async () => {
    const { client, userId, stopId } = await ownerWithStop();
    await client.post(`/api/stops/${stopId}/voice-memo`, memoForm());
    const free = await client.post(`/api/stops/${stopId}/transcribe-voice-memo`);
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(
      'The Premium plan is needed for voice memo transcription. Upgrade your plan to use it.',
    );
    await setPlan(server, userId, 'premium');
    const unconfigured = await client.post(`/api/stops/${stopId}/transcribe-voice-memo`);
    expect(unconfigured.status).toBe(503);
    // A traveller reads a plain sentence; how to set the service up is for administrators.
    expect(unconfigured.body).toEqual({
      code: 'not_configured',
      message: 'Voice memo transcription is not available on this server.',
    });
    expect((await server.client().get('/api/config')).body.services).toEqual({
      transcription: false,
      aiDescriptions: false,
      mail: false,
    });

    const admin = server.client();
    const { user: adminUser } = await signUp(admin);
    await makeAdmin(server, adminUser.username);
    const trip = await createTrip(admin);
    const stop = await addStop(admin, trip.id);
    await admin.post(`/api/stops/${stop.id}/voice-memo`, memoForm());
    const forAdmin = await admin.post(`/api/stops/${stop.id}/transcribe-voice-memo`);
    expect(forAdmin.status).toBe(503);
    expect(forAdmin.body.message).toBe(
      'Voice memo transcription is not available on this server. Set OPENAI_API_KEY, or OPENAI_BASE_URL for a local Whisper server, and restart Roadbook.',
    );
  });

  it('sends the memo to an OpenAI-compatible service and keeps the transcript', async () => {
    const service = await startStandIn({
      '/v1/audio/transcriptions': { json: { text: '  We made it to Moab before sunset.  ' } },
    });
    const configured = await startTestServer({
      env: { OPENAI_BASE_URL: `${service.url}/v1`, OPENAI_API_KEY: 'sk-test' },
    });
    try {
      const { client, stopId } = await premiumOwnerWithMemo(configured);
      const response = await client.post(`/api/stops/${stopId}/transcribe-voice-memo`);
      expect(response.status).toBe(200);
      expect(response.body.transcript).toBe('We made it to Moab before sunset.');
      expect(response.body.stop.voiceMemoTranscript).toBe('We made it to Moab before sunset.');

      const [sent] = service.requests;
      expect(sent?.method).toBe('POST');
      expect(sent?.headers.authorization).toBe('Bearer sk-test');
      expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(sent?.body.includes('name="model"\r\n\r\nwhisper-1')).toBe(true);
      expect(sent?.body.includes(memo.subarray(0, 64))).toBe(true);
    } finally {
      await configured.close();
      await service.close();
    }
  });

  it("reports the service's error and leaves the stop unchanged", async () => {
    const service = await startStandIn({
      '/audio/transcriptions': { status: 400, json: { error: { message: 'Audio file is too short' } } },
    });
    const configured = await startTestServer({ env: { OPENAI_BASE_URL: service.url } });
    try {
      const { client, tripId, stopId } = await premiumOwnerWithMemo(configured);
      const response = await client.post(`/api/stops/${stopId}/transcribe-voice-memo`);
      expect(response.status).toBe(502);
      expect(response.body.message).toBe('The transcription service answered 400: Audio file is too short');
      const [stop] = (await client.get(`/api/trips/${tripId}/stops`)).body;
      expect(stop.voiceMemoTranscript).toBeNull();
      // A refusal would only be given again: the job ends with it instead of trying again.
      expect(await transcriptionJobs(configured)).toEqual([
        { state: 'completed', retry_count: 0, outcome: 'refused' },
      ]);
      expect(service.requests).toHaveLength(1);
    } finally {
      await configured.close();
      await service.close();
    }
  });

  it('tries again, on the job queue, when the service is briefly away', async () => {
    let calls = 0;
    const service = await startStandIn({
      '/audio/transcriptions': () =>
        ++calls === 1
          ? { status: 503, json: { error: { message: 'Overloaded' } } }
          : { json: { text: 'Second time lucky.' } },
    });
    const configured = await startTestServer({ env: { OPENAI_BASE_URL: service.url } });
    try {
      const { client, stopId } = await premiumOwnerWithMemo(configured);
      const response = await client.post(`/api/stops/${stopId}/transcribe-voice-memo`);
      expect(response.status).toBe(200);
      expect(response.body.transcript).toBe('Second time lucky.');
      expect(service.requests).toHaveLength(2);
      expect(await transcriptionJobs(configured)).toEqual([
        { state: 'completed', retry_count: 1, outcome: 'transcribed' },
      ]);
    } finally {
      await configured.close();
      await service.close();
    }
  }, 60_000);

  it('answers 409 and keeps no transcript when the memo is replaced while it is transcribed', async () => {
    const service = await startStandIn({
      '/audio/transcriptions': { json: { text: 'Words of the old memo.' }, delayMs: 1500 },
    });
    const configured = await startTestServer({ env: { OPENAI_BASE_URL: service.url } });
    try {
      const { client, tripId, stopId } = await premiumOwnerWithMemo(configured);
      const transcribing = client.post(`/api/stops/${stopId}/transcribe-voice-memo`);
      while (service.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await client.post(`/api/stops/${stopId}/voice-memo`, memoForm(memo, '3'))).status).toBe(200);
      const response = await transcribing;
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(
        'The voice memo was replaced or removed while it was being transcribed. Please try again.',
      );
      const [stop] = (await client.get(`/api/trips/${tripId}/stops`)).body;
      expect(stop.voiceMemoDuration).toBe(3);
      expect(stop.voiceMemoTranscript).toBeNull();
    } finally {
      await configured.close();
      await service.close();
    }
  });
});

async function transcriptionJobs(on: TestServer) {
  const { rows } = await on.database.pool.query(
    `SELECT state, retry_count, output->>'outcome' AS outcome FROM pgboss.job
     WHERE name = 'transcribe-voice-memo' ORDER BY created_on`,
  );
  return rows;
}
