import type { BrowserContext } from 'playwright-core';
import type { TestServer } from '../../test/support/server';
import { signUp } from '../../test/support/users';

/** Makes an account through the API and hands its session cookie to the browser. */
export async function signedInAccount(server: TestServer, context: BrowserContext) {
  const client = server.client();
  const result = await signUp(client);
  await context.addCookies([
    { name: 'roadbook_sid', value: client.cookies.get('roadbook_sid') ?? '', url: server.baseUrl },
  ]);
  return result;
}
