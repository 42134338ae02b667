import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, tripReports, tripStops, trips, users } from '../../src/server/db/schema';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpServer } from '../support/smtp';
import { addStop, createTrip } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { ADMIN_USERNAMES: 'the_admin', SMTP_URL: smtp.url } });
  admin = server.client();
  await signUp(admin, { username: 'the_admin' });
  await makeAdmin(server, 'the_admin');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ADMIN_GETS = [
  '/api/admin/stats',
  '/api/admin/users',
  '/api/admin/trips',
  '/api/admin/reports',
  '/api/admin/analytics',
  '/api/admin/settings',
  '/api/admin/export/users',
  '/api/generate-security-assessment-pdf',
  '/api/generate-replit-md-pdf',
];
const ADMIN_POSTS: [string, unknown][] = [
  ['/api/admin/users/ban', { userId: 1, reason: 'x' }],
  ['/api/admin/users/unban', { userId: 1 }],
  ['/api/admin/announcement', { subject: 'Hi', message: 'Hello' }],
  ['/api/admin/maintenance', { scheduledDate: '2030-01-01', duration: '2 hours', message: 'Upgrade' }],
  ['/api/admin/settings', { maxUploadSize: 10, maxPhotosPerTrip: 100 }],
  ['/api/admin/reports/1/resolve', undefined],
];

describe('administration access', () => {
  it('is refused with 403 to normal users and 401 without a session', async () => {
    const user = server.client();
    await signUp(user);
    for (const url of ADMIN_GETS) {
      expect((await user.get(url)).status, url).toBe(403);
      expect((await server.client().get(url)).status, url).toBe(401);
    }
    for (const [url, body] of ADMIN_POSTS) {
      const refused = await user.post(url, body);
      expect(refused.status, url).toBe(403);
      expect(refused.body).toEqual({ message: 'Administrator access required', code: 'admin_required' });
      expect((await server.client().post(url, body)).status, url).toBe(401);
    }
    expect((await user.patch('/api/admin/trips/1', { status: 'suspended' })).status).toBe(403);
    expect((await user.delete('/api/admin/trips/1')).status).toBe(403);
  });
});

describe('stats, users and trips', () => {
  it('counts from the data', async () => {
    const before = (await admin.get('/api/admin/stats')).body;
    const owner = server.client();
    const { user } = await signUp(owner);
    await setPlan(server, user.id, 'premium');
    const trip = await createTrip(owner);
    await owner.post(`/api/trips/${trip.id}/photos`, photoForm(await makeJpeg(), 'a.jpg'));
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after).toMatchObject({
      totalUsers: before.totalUsers + 1,
      activeUsers: before.activeUsers + 1,
      totalTrips: before.totalTrips + 1,
      totalPhotos: before.totalPhotos + 1,
      premiumUsers: before.premiumUsers + 1,
    });
    expect(after.storageUsed).toBeGreaterThan(before.storageUsed);
    expect(Object.keys(after).sort()).toEqual(
      [
        'activeUsers',
        'premiumUsers',
        'publicTrips',
        'reportsCount',
        'storageUsed',
        'totalPhotos',
        'totalTrips',
        'totalUsers',
      ].sort(),
    );
  });

  it('lists users with trip and photo counts, searchable and paged', async () => {
    const owner = server.client();
    const { user } = await signUp(owner, { username: `searchable_${Date.now()}` });
    const trip = await createTrip(owner);
    await owner.post(`/api/trips/${trip.id}/photos`, photoForm(await makeJpeg(), 'a.jpg'));
    const found = await admin.get(`/api/admin/users?search=${user.username}`);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({ id: user.id, tripCount: 1, photoCount: 1, isActive: true });
    expect(JSON.stringify(found.body)).not.toMatch(/password|argon2/);
    const paged = await admin.get('/api/admin/users?page=1&pageSize=2');
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.total).toBeGreaterThan(2);
    expect((await admin.get('/api/admin/users?page=0')).body.message).toBe('Page must be at least 1');
  });

  it('bans: sessions end, sign-in is refused, shared links vanish; unban restores', async () => {
    const owner = server.client();
    const { user, account } = await signUp(owner);
    const trip = await createTrip(owner);
    const { body: share } = await owner.post(`/api/trips/${trip.id}/share`, {
      sharedWithEmail: 'fan@example.com',
    });
    expect(
      (await admin.post('/api/admin/users/ban', { userId: user.id, reason: 'Admin action' })).status,
    ).toBe(200);
    expect((await owner.get('/api/user')).status).toBe(401);
    const login = await server
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Your account has been suspended');
    expect((await server.client().get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(404);
    const listed = (await admin.get(`/api/admin/users?search=${account.username}`)).body.items[0];
    expect(listed).toMatchObject({ isActive: false, banReason: 'Admin action' });

    expect((await admin.post('/api/admin/users/unban', { userId: user.id })).status).toBe(200);
    expect(
      (await server.client().post('/api/login', { username: account.username, password: account.password }))
        .status,
    ).toBe(200);
    expect((await server.client().get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(200);
  });

  it('refuses banning oneself or another administrator', async () => {
    const me = (await admin.get('/api/user')).body;
    const self = await admin.post('/api/admin/users/ban', { userId: me.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot ban yourself');
    expect((await admin.post('/api/admin/users/ban', { userId: 999999 })).status).toBe(404);
  });

  it('lists trips with owner e-mail and counts, suspends them out of share links, and deletes everything', async () => {
    const owner = server.client();
    const { account } = await signUp(owner);
    const trip = await createTrip(owner, { title: `Listed ${Date.now()}` });
    const stop = await addStop(owner, trip.id);
    const photo = (await owner.post(`/api/trips/${trip.id}/photos`, photoForm(await makeJpeg(), 'a.jpg')))
      .body;
    const { body: share } = await owner.post(`/api/trips/${trip.id}/share`, {
      sharedWithEmail: 'fan2@example.com',
    });
    await server.client().post(`/api/shared-trip/${share.inviteToken}/report`, { reason: 'Looks like spam' });

    const listed = (await admin.get(`/api/admin/trips?search=${encodeURIComponent(trip.title)}`)).body;
    expect(listed.items[0]).toMatchObject({
      id: trip.id,
      userEmail: account.email,
      stopCount: 1,
      photoCount: 1,
      reportCount: 1,
      status: 'completed',
    });

    expect((await admin.patch(`/api/admin/trips/${trip.id}`, { status: 'suspended' })).body.status).toBe(
      'suspended',
    );
    expect((await server.client().get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/trips/${trip.id}`, { status: 'deleted' })).body.message).toBe(
      'Status must be active or suspended',
    );
    expect((await owner.get(`/api/trips/${trip.id}`)).body.status).toBe('suspended');
    expect((await admin.patch(`/api/admin/trips/${trip.id}`, { status: 'suspended' })).body.status).toBe(
      'suspended',
    );
    // Reactivated, the trip is what it was before: completed, not "active".
    expect((await admin.patch(`/api/admin/trips/${trip.id}`, { status: 'active' })).body.status).toBe(
      'completed',
    );
    expect((await owner.get(`/api/trips/${trip.id}`)).body.status).toBe('completed');
    expect((await server.client().get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(200);
    expect((await admin.patch(`/api/admin/trips/${trip.id}`, { status: 'active' })).body.status).toBe(
      'completed',
    );

    expect((await admin.delete(`/api/admin/trips/${trip.id}`)).status).toBe(200);
    const db = server.database.db;
    expect(await db.select().from(trips).where(eq(trips.id, trip.id))).toHaveLength(0);
    expect(await db.select().from(tripStops).where(eq(tripStops.id, stop.id))).toHaveLength(0);
    expect(await db.select().from(photos).where(eq(photos.tripId, trip.id))).toHaveLength(0);
    expect(await db.select().from(tripReports).where(eq(tripReports.tripId, trip.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', 'photos', photo.filename))).toBe(false);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', 'thumbs', photo.thumbnailFilename))).toBe(
      false,
    );
    expect((await admin.delete(`/api/admin/trips/${trip.id}`)).status).toBe(404);
  });
});

describe('reports, analytics, export, announcements, maintenance, settings, PDFs', () => {
  it('lists and resolves reports', async () => {
    const owner = server.client();
    await signUp(owner);
    const trip = await createTrip(owner, { title: 'Reported trip' });
    const { body: share } = await owner.post(`/api/trips/${trip.id}/share`, {
      sharedWithEmail: 'r2@example.com',
    });
    await server
      .client()
      .post(`/api/shared-trip/${share.inviteToken}/report`, { reason: 'Offensive captions' });
    const reports = (await admin.get('/api/admin/reports')).body;
    const report = reports.find((r: { tripId: number }) => r.tripId === trip.id);
    expect(report).toMatchObject({
      reason: 'Offensive captions',
      status: 'open',
      tripTitle: 'Reported trip',
    });
    const resolved = await admin.post(`/api/admin/reports/${report.id}/resolve`);
    expect(resolved.body.status).toBe('resolved');
  });

  it('gives twelve weeks of sign-ups and trips and the plan mix', async () => {
    const body = (await admin.get('/api/admin/analytics')).body;
    expect(body.signupsByWeek).toHaveLength(12);
    expect(body.signupsByWeek.at(-1).total).toBeGreaterThan(0);
    expect(body.tripsByWeek.at(-1).total).toBeGreaterThan(0);
    expect(body.planMix.map((p: { tier: string }) => p.tier)).toEqual(['free', 'premium', 'pro']);
    const stats = (await admin.get('/api/admin/stats')).body;
    expect(body.planMix.reduce((sum: number, p: { total: number }) => sum + p.total, 0)).toBe(
      stats.totalUsers,
    );
  });

  it('exports users as a JSON file without secrets', async () => {
    const response = await admin.get('/api/admin/export/users');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="roadbook-users-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(response.body.users.length).toBe(response.body.count);
    expect(response.text).not.toMatch(/argon2|password|oidcSubject|sid/i);
  });

  it('e-mails an announcement to every active user', async () => {
    const stats = (await admin.get('/api/admin/stats')).body;
    const before = smtp.received.length;
    const response = await admin.post('/api/admin/announcement', {
      subject: 'New maps',
      message: 'Route lines are prettier.',
    });
    expect(response.status).toBe(200);
    expect(response.body.recipients).toBe(stats.activeUsers);
    expect(response.body.note).toMatch(/queued for e-mail for \d+ active users/);
    // Other tests' mail may arrive meanwhile: the announcement's messages are told by their subject.
    const announcement = () => smtp.received.slice(before).filter((mail) => mail.subject === 'New maps');
    await smtp.delivered(() => announcement().length >= stats.activeUsers);
    const sent = announcement();
    expect(sent).toHaveLength(stats.activeUsers);
    expect(sent.every((mail) => mail.text.includes('Route lines are prettier.'))).toBe(true);
    expect(new Set(sent.flatMap((mail) => mail.to)).size).toBe(stats.activeUsers);
    expect((await admin.post('/api/admin/announcement', { subject: '', message: 'x' })).body.message).toBe(
      'Subject is required',
    );
  });

  it('schedules maintenance that signed-in users see', async () => {
    const when = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const response = await admin.post('/api/admin/maintenance', {
      scheduledDate: when,
      duration: '2 hours',
      message: 'Database upgrade',
    });
    expect(response.body.message).toBe('Maintenance scheduled');
    const user = server.client();
    await signUp(user);
    expect((await user.get('/api/maintenance')).body.maintenance).toEqual({
      scheduledDate: when,
      duration: '2 hours',
      message: 'Database upgrade',
    });
    expect((await server.client().get('/api/maintenance')).status).toBe(401);
  });

  it('stores upload settings that uploads obey', async () => {
    const saved = await admin.post('/api/admin/settings', { maxUploadSize: 12, maxPhotosPerTrip: 1 });
    expect(saved.body.settings).toEqual({ maxUploadSize: 12, maxPhotosPerTrip: 1 });
    expect((await admin.get('/api/admin/settings')).body).toEqual({ maxUploadSize: 12, maxPhotosPerTrip: 1 });
    expect((await server.client().get('/api/config')).body.maxPhotoSizeMb).toBe(12);
    const owner = server.client();
    await signUp(owner);
    const trip = await createTrip(owner);
    const jpeg = await makeJpeg();
    expect((await owner.post(`/api/trips/${trip.id}/photos`, photoForm(jpeg, '1.jpg'))).status).toBe(201);
    expect((await owner.post(`/api/trips/${trip.id}/photos`, photoForm(jpeg, '2.jpg'))).body.message).toBe(
      'A trip can hold at most 1 photos',
    );
    await admin.post('/api/admin/settings', { maxUploadSize: 10, maxPhotosPerTrip: 100 });
    expect(
      (await admin.post('/api/admin/settings', { maxUploadSize: 0, maxPhotosPerTrip: 5 })).body.message,
    ).toBe('Maximum upload size must be at least 1 MB');
  });

  it('generates the two PDFs from real content', async () => {
    for (const [url, expected] of [
      ['/api/generate-security-assessment-pdf', ['Roadbook security self-assessment', 'Sessions', 'E-mail']],
      ['/api/generate-replit-md-pdf', ['Run it', 'npm ci && npm start', '001 — Running TypeScript']],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${url}`, {
        headers: { cookie: `roadbook_sid=${admin.cookies.get('roadbook_sid')}` },
      });
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(2000);
      expect(response.headers.get('content-disposition')).toMatch(/attachment/);
      const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
      for (const phrase of expected) expect(text, url).toContain(phrase);
    }
  });

  it('writes in the security self-assessment what it checked on the running server, and names the rest design', async () => {
    const response = await fetch(`${server.baseUrl}/api/generate-security-assessment-pdf`, {
      headers: { cookie: `roadbook_sid=${admin.cookies.get('roadbook_sid')}` },
    });
    const pdf = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(await response.arrayBuffer()) });
    const text = pdf.toString().replace(/\s+/g, ' ');

    // The parameters of a real stored hash, as the database holds them.
    const [row] = await server.database.db
      .select({ password: users.password })
      .from(users)
      .where(eq(users.username, 'the_admin'));
    const [, variant, version, memory, passes, lanes] =
      /^\$(argon2id)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.password ?? '') ?? [];
    expect(text).toContain(
      `Parameters read from the stored password hashes: ${variant} v=${version}, m=${memory} KiB (${Math.round(Number(memory) / 1024)} MiB), t=${passes} passes, p=${lanes} lane(s)`,
    );

    // The headers a real request over HTTP gets, seen by the assessment through the whole server too.
    const real = await fetch(`${server.baseUrl}/healthz`);
    const frameAncestors = real.headers
      .get('content-security-policy')
      ?.split(';')
      .find((part) => part.startsWith('frame-ancestors'));
    expect(frameAncestors).toBe("frame-ancestors 'none'");
    expect(text).toContain('GET /healthz answered through the whole server with: Content-Security-Policy');
    // pdftotext joins a word broken at its hyphen at a line's end: the directive is compared without hyphens.
    expect(text.replaceAll('-', '')).toContain(frameAncestors?.replaceAll('-', ''));
    expect(text).toContain(`X-Frame-Options ${real.headers.get('x-frame-options')}`);
    expect(text).toContain(`X-Content-Type-Options ${real.headers.get('x-content-type-options')}`);
    expect(text).toContain(`Referrer-Policy ${real.headers.get('referrer-policy')}`);
    expect(text).toContain("POST /api/logout sent with another site's Origin was answered 403 (refused)");

    // The session cookie with the attributes a real sign-in over this plain-HTTP server sends.
    const signIn = server.client();
    const { account } = await signUp(signIn);
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    const sent = login.headers.getSetCookie().find((cookie) => cookie.startsWith('roadbook_sid='));
    const attributes = (sent ?? '')
      .split('; ')
      .slice(1)
      .filter((attribute) => !attribute.startsWith('Expires='));
    expect(attributes).toEqual(['Path=/', 'HttpOnly', 'SameSite=Lax']);
    expect(text).toContain(
      `As a sign-in over this request sends it: roadbook_sid=(session id); ${attributes.join('; ')}.`,
    );
    expect(text).toContain('Attention · Session cookie');
    expect(text).toContain('It is not Secure, as this request came over plain HTTP');

    expect(text.match(/Statement of design: not checked at run time\./g)).toHaveLength(4);
    expect(text).toContain('Design · Password resets Statement of design: not checked at run time.');
    expect(text).toContain('OK · Passwords Checked on the running server.');
    expect(text).toContain('E-mail Read from the running configuration.');
    expect(text).toContain('Payments Read from the running configuration. Not set up: no plan is sold here');
  });
});
