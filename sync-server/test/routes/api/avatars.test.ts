import { AVATAR_MESSAGES } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(token: string, contentType: string, bytes: Buffer) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/users/avatar',
    headers: bearer(token),
    payload: { contentType, data: bytes.toString('base64') },
  });
}

describe('profile pictures', () => {
  it('stores an upload, serves it at a versioned address, and replaces it with a new address', async () => {
    const { token } = await registerUser(ctx.app);
    const first = await upload(token, 'image/png', PNG);
    expect(first.statusCode).toBe(200);
    const url = first.json().data.user.avatar as string;
    expect(url).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+$/);

    // Served to an <img>, which carries no token.
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await upload(token, 'image/png', PNG);
    const next = second.json().data.user.avatar as string;
    expect(next).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.user.avatar).toBe(next);
  });

  it('removes the picture: the profile falls back to the initial and the address is gone', async () => {
    const { token } = await registerUser(ctx.app);
    const url = (await upload(token, 'image/png', PNG)).json().data.user.avatar as string;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/avatar',
      headers: bearer(token),
    });
    expect(removed.json().data.user.avatar).toBeNull();
    const gone = await ctx.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, error: 'Picture not found' });
  });

  it('stops serving an upload replaced through the profile by an address, or by none', async () => {
    const { token } = await registerUser(ctx.app);
    const url = (await upload(token, 'image/png', PNG)).json().data.user.avatar as string;
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { avatar: 'https://img.example.com/me.png' },
    });
    expect(replaced.json().data.user.avatar).toBe('https://img.example.com/me.png');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 400, not a database error, for an address that is not a user id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/avatars/${'-'.repeat(36)}/abc` });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['an SVG claiming to be a PNG', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PNG claiming to be a JPEG', 'image/jpeg', PNG],
  ])('refuses %s', async (_name, contentType, bytes) => {
    const { token } = await registerUser(ctx.app);
    const response = await upload(token, contentType, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AVATAR_MESSAGES.notImage);
  });

  it('refuses a picture over 256 KB, an unknown type and a body that is not base64', async () => {
    const { token } = await registerUser(ctx.app);
    const huge = Buffer.concat([PNG, Buffer.alloc(260 * 1024)]);
    const tooLarge = await upload(token, 'image/png', huge);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error).toBe(AVATAR_MESSAGES.tooLarge);
    expect((await upload(token, 'image/svg+xml', PNG)).json().error).toBe(
      'The picture must be PNG, JPEG or WebP',
    );
    const notBase64 = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/avatar',
      headers: bearer(token),
      payload: { contentType: 'image/png', data: 'not base64!' },
    });
    expect(notBase64.statusCode).toBe(400);
  });

  it('needs a session to change a picture', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/avatar',
      payload: { contentType: 'image/png', data: PNG.toString('base64') },
    });
    expect(response.statusCode).toBe(401);
  });
});
