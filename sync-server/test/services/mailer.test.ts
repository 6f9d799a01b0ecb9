import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/services/mailer';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

/** The production path: a real SMTP conversation with a server on loopback. */
describe('SMTP mailer', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the message to the recipient', async () => {
    const mailer = createMailer({
      from: 'Habitat <no-reply@habitat.test>',
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
    });
    expect(mailer.delivery).toBe('smtp');
    await mailer.send({
      to: 'ivy@example.com',
      subject: 'Join Book Club',
      text: 'Open https://habitat.example/invite/abc',
      html: '<p>Open</p>',
    });
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ivy@example.com']);
    expect(smtp.received[0]?.body).toContain('Subject: Join Book Club');
    expect(smtp.received[0]?.body).toContain('https://habitat.example/invite/abc');
  });

  it('says when messages only reach the outbox folder', () => {
    expect(createMailer({ from: 'Habitat <a@b.c>', outboxDir: '/tmp/x' }).delivery).toBe('outbox');
  });
});
