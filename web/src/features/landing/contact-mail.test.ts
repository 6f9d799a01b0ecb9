import { describe, expect, it } from 'vitest';
import { contactMailto } from './contact-mail';

describe('contactMailto', () => {
  it('addresses the message to the support address, with the sender named in the body', () => {
    const link = contactMailto('help@example.org', {
      name: ' Ada ',
      email: 'ada@example.com',
      message: 'Hello & thanks?\nSecond line',
    });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@example.org');
    expect(url.searchParams.get('subject')).toBe('Habitat: a message from Ada');
    expect(url.searchParams.get('body')).toBe('Hello & thanks?\nSecond line\n\nAda <ada@example.com>');
  });
});
