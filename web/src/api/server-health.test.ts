import { describe, expect, it } from 'vitest';
import { readHealthAnswer, safeSupportLinks } from './server-health';

const support = {
  docsUrl: 'https://docs.example.org/',
  issuesUrl: 'https://code.example.org/issues',
  email: 'help@example.org',
};

describe('readHealthAnswer', () => {
  it('is ok only for a 200 that says ok, and keeps the links and the version', () => {
    const body = { success: true, data: { status: 'ok', version: 'v1.2.0', support } };
    expect(readHealthAnswer(200, body)).toEqual({ status: 'ok', support, serverVersion: 'v1.2.0' });
  });

  it('is degraded for the server’s own 503, a proxy’s 502 or an answer that is not the health check', () => {
    const degraded = { success: true, data: { status: 'degraded', version: 'v1.2.0', support } };
    expect(readHealthAnswer(503, degraded)).toMatchObject({ status: 'degraded', support });
    expect(readHealthAnswer(502, undefined)).toEqual({ status: 'degraded', support: null });
    expect(readHealthAnswer(200, '<html>captive portal</html>')).toEqual({
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
