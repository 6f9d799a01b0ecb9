import { describe, expect, it } from 'vitest';
import { readHealthAnswer, safeSupportLinks } from './server-health';

const support = {
  docsUrl: 'https://docs.example.org/',
  issuesUrl: 'https://code.example.org/issues',
  email: 'help@example.org',
};

const health = (status: string) => ({
  success: true,
  data: { status, database: 'pglite', version: 'v1.2.0', uptimeSeconds: 5, support },
});

describe('readHealthAnswer', () => {
  it('is ok only for a 200 that says ok, and keeps the links and the version', async () => {
    expect(await readHealthAnswer(200, health('ok'))).toEqual({
      status: 'ok',
      support,
      serverVersion: 'v1.2.0',
    });
  });

  it('is degraded for the server’s own 503, a proxy’s 502 or an answer that is not the health check', async () => {
    expect(await readHealthAnswer(503, health('degraded'))).toMatchObject({ status: 'degraded', support });
    expect(await readHealthAnswer(502, undefined)).toEqual({ status: 'degraded', support: null });
    expect(await readHealthAnswer(200, { success: true, data: { status: 'ok' } })).toEqual({
      status: 'degraded',
      support: null,
    });
    expect(await readHealthAnswer(200, '<html>captive portal</html>')).toEqual({
      status: 'degraded',
      support: null,
    });
  });
});

describe('safeSupportLinks', () => {
  it('keeps http(s) addresses and a plain email, and drops anything that could run or redirect', () => {
    expect(safeSupportLinks(support)).toEqual(support);
    expect(
      safeSupportLinks({
        docsUrl: 'javascript:alert(1)',
        issuesUrl: 'data:text/html,x',
        email: 'a@b.co?bcc=x@y.z',
      }),
    ).toEqual({});
    expect(safeSupportLinks({})).toEqual({});
    expect(safeSupportLinks(null)).toBeNull();
    expect(safeSupportLinks({ docsUrl: 42 })).toBeNull();
  });
});
