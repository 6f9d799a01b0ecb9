import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath, signupPathFor } from './next-path';

describe('safeNextPath', () => {
  it('follows paths inside the app and invitation links', () => {
    expect(safeNextPath('/app/groups/42?tab=members')).toBe('/app/groups/42?tab=members');
    expect(safeNextPath('/app')).toBe('/app');
    expect(safeNextPath('/invite/abc_DEF-123')).toBe('/invite/abc_DEF-123');
  });

  it.each([
    'https://evil.example/app',
    '//evil.example/app',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/application',
    '/app/../login',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the interrupted page, and nothing for the app home', () => {
    expect(loginPathFor({ pathname: '/app/groups/7', search: '?x=1' })).toBe(
      `/login?next=${encodeURIComponent('/app/groups/7?x=1')}`,
    );
    expect(loginPathFor({ pathname: '/app', search: '' })).toBe('/login');
  });
});

describe('signupPathFor', () => {
  it('turns an invitation into its own signup form, and carries other deep links', () => {
    expect(signupPathFor('/invite/abc_DEF')).toBe('/signup?invite=abc_DEF');
    expect(signupPathFor('/app/groups/7')).toBe(`/signup?next=${encodeURIComponent('/app/groups/7')}`);
    expect(signupPathFor(null)).toBe('/signup');
  });
});
