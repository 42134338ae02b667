export interface TestResponse<T = any> {
  status: number;
  url: string;
  headers: Headers;
  body: T;
  text: string;
}

/** A fetch client with its own cookie jar, like one browser. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** Its cookies as a request's `cookie` header sends them ('' when it holds none). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A client holding the same cookies, of `baseUrl`: a second tab, a thief, or another server behind a balancer. */
  withCookiesOn(baseUrl = this.baseUrl): TestClient {
    const copy = new TestClient(baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: { ...headers },
      redirect: 'manual',
    };
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers['content-type'] ??= 'application/json';
    }
    if (this.cookies.size > 0) init.headers.cookie = this.cookieHeader();
    const url = new URL(path, this.baseUrl);
    const response = await fetch(url, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1] ?? '') < new Date(),
      );
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (text !== '' && response.headers.get('content-type')?.includes('application/json'))
      parsed = JSON.parse(text);
    return { status: response.status, url: url.href, headers: response.headers, body: parsed as T, text };
  }

  /** A file as bytes, sent with this client's cookies. */
  async bytes(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; body: Buffer }> {
    const cookie = this.cookieHeader();
    const response = await fetch(new URL(path, this.baseUrl), {
      headers: cookie ? { ...headers, cookie } : headers,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}
