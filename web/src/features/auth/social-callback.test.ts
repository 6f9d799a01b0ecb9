import { describe, expect, it } from 'vitest';
import { readSocialCallback } from './social-callback';

const user = { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };
/** The callback's fragment (where the session comes), with an empty query. */
const query = (fragment: string) => readSocialCallback(new URLSearchParams(), new URLSearchParams(fragment));

describe('readSocialCallback', () => {
  it('reads a token and a URL-encoded user', () => {
    const search = `token=a.b.c&user=${encodeURIComponent(JSON.stringify(user))}`;
    expect(query(search)).toEqual({ kind: 'session', token: 'a.b.c', user });
  });

  it('never takes a token from the query, where servers and logs would see it', () => {
    const search = `token=a.b.c&user=${encodeURIComponent(JSON.stringify(user))}`;
    expect(readSocialCallback(new URLSearchParams(search), new URLSearchParams())).toEqual({
      kind: 'invalid',
    });
  });

  it('reports failure whenever there is an error, even beside a token', () => {
    expect(readSocialCallback(new URLSearchParams('error=access_denied'), new URLSearchParams())).toEqual({
      kind: 'failed',
    });
    expect(query('error=access_denied')).toEqual({ kind: 'failed' });
    expect(query(`error=x&token=a.b.c&user=${encodeURIComponent(JSON.stringify(user))}`)).toEqual({
      kind: 'failed',
    });
  });

  it('calls a missing token or user invalid', () => {
    expect(query('')).toEqual({ kind: 'invalid' });
    expect(query('token=a.b.c')).toEqual({ kind: 'invalid' });
    expect(query(`user=${encodeURIComponent(JSON.stringify(user))}`)).toEqual({ kind: 'invalid' });
  });

  it('calls JSON that is not a user invalid', () => {
    expect(query('token=t&user=null')).toEqual({ kind: 'invalid' });
    expect(query('token=t&user=%7B%22name%22%3A%22x%22%7D')).toEqual({ kind: 'invalid' });
  });

  it('throws on a user that is not JSON', () => {
    expect(() => query('token=t&user=%7Bnot-json')).toThrow(SyntaxError);
  });
});
