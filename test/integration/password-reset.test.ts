import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpServer } from '../support/smtp';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RESET_ANSWER =
  'If an account exists for that email, a password reset link was made for it. This server sends no e-mail: ask its administrator for the link.';
const MAILED_ANSWER = 'If an account exists for that email, a password reset link has been sent to it.';

async function resetTokenFromOutbox(email: string): Promise<string> {
  const [mail] = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\?reset=(\S+)/);
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(link[1]);
}

describe('forgot and reset password (offline outbox)', () => {
  it('mails a working single-use link that ends every session', async () => {
    const owner = server.client();
    const { account } = await signUp(owner);
    const forgot = await server.client().post('/api/forgot-password', { email: account.email });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe(RESET_ANSWER);

    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, account.email));
    expect(mail?.subject).toBe('Reset your Roadbook password');
    expect(mail?.text).toContain(`${server.baseUrl}/auth?reset=`);
    const token = await resetTokenFromOutbox(account.email);

    const [stored] = await server.database.db.select().from(passwordResetTokens);
    expect(stored?.token).not.toBe(token);

    const reset = await server
      .client()
      .post('/api/reset-password', { token, password: 'brand new pass', confirmPassword: 'brand new pass' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successful');

    expect((await owner.get('/api/user')).status).toBe(401);
    const oldLogin = await server
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await server
      .client()
      .post('/api/login', { username: account.username, password: 'brand new pass' });
    expect(newLogin.status).toBe(200);

    const again = await server
      .client()
      .post('/api/reset-password', { token, password: 'third password', confirmPassword: 'third password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset token');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await server.client().post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(RESET_ANSWER);
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.to, 'nobody@example.com'));
    expect(mails).toHaveLength(0);
  });

  it('refuses an expired token', async () => {
    const { account } = await signUp(server.client());
    await server.client().post('/api/forgot-password', { email: account.email });
    const token = await resetTokenFromOutbox(account.email);
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.used, false));
    const response = await server
      .client()
      .post('/api/reset-password', { token, password: 'brand new pass', confirmPassword: 'brand new pass' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid or expired reset token');
  });

  it('keeps only the newest link working', async () => {
    const { account } = await signUp(server.client());
    await server.client().post('/api/forgot-password', { email: account.email });
    const first = await resetTokenFromOutbox(account.email);
    await server.client().post('/api/forgot-password', { email: account.email });
    const second = await resetTokenFromOutbox(account.email);
    const body = (token: string) => ({
      token,
      password: 'brand new pass',
      confirmPassword: 'brand new pass',
    });
    expect((await server.client().post('/api/reset-password', body(first))).status).toBe(400);
    expect((await server.client().post('/api/reset-password', body(second))).status).toBe(200);
  });

  it.each([
    [{ token: '', password: 'abcdef', confirmPassword: 'abcdef' }, 'Token is required'],
    [{ token: 'x', password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    [{ token: 'x', password: 'abcdef', confirmPassword: '' }, 'Password confirmation is required'],
    [{ token: 'x', password: 'abcdef', confirmPassword: 'abcdeg' }, "Passwords don't match"],
  ])('validates %o', async (body, message) => {
    const response = await server.client().post('/api/reset-password', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('validates the e-mail of a forgot-password request', async () => {
    const response = await server.client().post('/api/forgot-password', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid email');
  });
});

describe('forgot password through SMTP', () => {
  it('delivers the reset link to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    const mailed = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Roadbook <trips@example.com>' },
    });
    try {
      const { account } = await signUp(mailed.client());
      const response = await mailed.client().post('/api/forgot-password', { email: account.email });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(MAILED_ANSWER);
      const mail = await smtp.delivered((received) => received.to.includes(account.email));
      expect(smtp.received).toHaveLength(1);
      expect(mail?.to).toEqual([account.email]);
      expect(mail?.from).toContain('trips@example.com');
      const token = mail?.text.match(/\/auth\?reset=(\S+)/)?.[1] ?? '';
      const reset = await mailed.client().post('/api/reset-password', {
        token: decodeURIComponent(token),
        password: 'via smtp!',
        confirmPassword: 'via smtp!',
      });
      expect(reset.status).toBe(200);
      expect(await mailed.database.db.select().from(outbox)).toHaveLength(0);
    } finally {
      await mailed.close();
      await smtp.close();
    }
  });
});
