import { PROJECT_REPOSITORY_URL } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadConfig, loadSupportConfig, testConfig } from '../../../src/config';
import { useTestApp } from '../../helpers/test-app';

const SUPPORT = {
  docsUrl: 'https://docs.example.org/habitat',
  issuesUrl: 'https://code.example.org/habitat/issues',
  email: 'help@example.org',
};

const ctx = useTestApp({ support: SUPPORT });

describe('GET /api/health', () => {
  it('answers ok after touching the database, with the support links the server was given', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: process.env.HABITAT_TEST_DB ?? 'pglite',
        version: 'v1.0.0',
        uptimeSeconds: expect.any(Number),
        support: SUPPORT,
      },
    });
  });

  it('says degraded with a 503 when the database fails, keeping the links', async () => {
    const broken = { ...ctx.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp(testConfig({ database: broken, support: SUPPORT }));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toMatchObject({ status: 'degraded', support: SUPPORT });
    } finally {
      await app.close();
    }
  });

  it('offers no link that was not set', async () => {
    const app = await buildApp(testConfig({ database: ctx.database, support: {} }));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json().data.support).toEqual({});
    } finally {
      await app.close();
    }
  });
});

describe('SUPPORT_* configuration', () => {
  it('reads the three channels, trimmed', () => {
    expect(
      loadSupportConfig({
        SUPPORT_DOCS_URL: ' https://docs.example.org/habitat ',
        SUPPORT_ISSUES_URL: 'https://code.example.org/habitat/issues',
        SUPPORT_EMAIL: ' help@example.org ',
      }),
    ).toEqual(SUPPORT);
    expect(loadSupportConfig({ SUPPORT_DOCS_URL: '', SUPPORT_ISSUES_URL: ' ', SUPPORT_EMAIL: '  ' })).toEqual(
      {},
    );
  });

  it("points documentation and bug reports at the project's repository unless told otherwise", () => {
    expect(loadSupportConfig({})).toEqual({
      docsUrl: `${PROJECT_REPOSITORY_URL}#readme`,
      issuesUrl: `${PROJECT_REPOSITORY_URL}/issues`,
    });
    expect(loadConfig({}).support).toEqual(loadSupportConfig({}));
  });

  it('stops on a value that would make a broken or unsafe link', () => {
    expect(() => loadSupportConfig({ SUPPORT_DOCS_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_DOCS_URL/);
    expect(() => loadSupportConfig({ SUPPORT_ISSUES_URL: 'not a url' })).toThrow(/SUPPORT_ISSUES_URL/);
    expect(() => loadSupportConfig({ SUPPORT_EMAIL: 'help at example' })).toThrow(/SUPPORT_EMAIL/);
    // A mailto: link is built from it: no extra headers smuggled in.
    expect(() => loadSupportConfig({ SUPPORT_EMAIL: 'a@b.co?subject=x' })).toThrow(/SUPPORT_EMAIL/);
  });
});
