import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { bearer, PASSWORD, registerUser, useTestApp } from './helpers/test-app';

const ctx = useTestApp();

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Route GET /api/nothing-here not found' });
  });

  it('hides the details of an unexpected failure behind a 500', async () => {
    const app = await buildApp(testConfig({ database: ctx.database }));
    app.get('/api/explode', async () => {
      throw new Error('database password is hunter2');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, error: 'Internal server error' });
    } finally {
      await app.close();
    }
  });

  it('refuses unsupported content types with a 415 in the same shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<hello/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows only this origin', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('request log', () => {
  it('never contains passwords or tokens', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk) => {
      log += chunk.toString();
    });
    const app = await buildApp(testConfig({ database: ctx.database, logLevel: 'info', logStream: stream }));
    try {
      const { token } = await registerUser(app, { email: 'logged@example.com' });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'logged@example.com', password: PASSWORD },
      });
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      await app.inject({ method: 'GET', url: `/auth/callback?token=${token}&user=%7B%7D` });
      await app.inject({ method: 'GET', url: '/api/workspaces/invitations/secret-invite-token' });
      expect(log).toContain('/api/auth/me');
      expect(log).toContain('token=%5Bredacted%5D');
      expect(log).not.toContain(PASSWORD);
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]);
      expect(log).not.toContain('secret-invite-token');
    } finally {
      await app.close();
    }
  });
});

describe('web app', () => {
  it('serves the built app, its assets with long caching, and index.html for client routes', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'habitat-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Habitat</title>');
    await writeFile(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const app = await buildApp(testConfig({ database: ctx.database, webDistDir: dist }));
    try {
      const page = await app.inject({ method: 'GET', url: '/app/groups/42/settings' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>Habitat</title>');

      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');

      expect((await app.inject({ method: 'GET', url: '/assets/missing-456.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/missing' })).headers['content-type']).toContain(
        'json',
      );
    } finally {
      await app.close();
    }
  });
});
