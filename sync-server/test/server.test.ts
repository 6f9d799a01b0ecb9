import { afterAll, describe, expect, it } from 'vitest';
import { randomPort, type ServerHome, serverHome, startServer, stopServer } from './helpers/server-process';

// The standalone entry as `npm start` runs it: embedded data that outlives a restart, and a clean
// exit on SIGTERM. Only meaningful on PGlite, so only run there.
let home: ServerHome | undefined;

afterAll(async () => {
  await home?.remove();
});

describe('server entry', () => {
  it('keeps accounts across a restart and exits cleanly on SIGTERM', async () => {
    home = await serverHome('pglite');
    const port = randomPort();
    const body = { name: 'Persistent Person', email: 'persist@example.com', password: 'Engine42x' };

    const first = await startServer(port, home);
    const created = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    expect((await stopServer(first)).code).toBe(0);

    const second = await startServer(port, home);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: body.email, password: body.password }),
      });
      expect(login.status).toBe(200);
      const { data } = (await login.json()) as { data: { user: { name: string } } };
      expect(data.user.name).toBe('Persistent Person');
    } finally {
      expect((await stopServer(second)).code).toBe(0);
    }
  }, 60_000);
});
