import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/services/mailer';

/** The production path: a real SMTP conversation with a server on loopback. */
describe('SMTP mailer', () => {
  const received: { to: string[]; body: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let body = '';
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the recipient', async () => {
    const mailer = createMailer({
      from: 'Habitat <no-reply@habitat.test>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
    });
    await mailer.send({
      to: 'ivy@example.com',
      subject: 'Join Book Club',
      text: 'Open https://habitat.example/invite/abc',
      html: '<p>Open</p>',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['ivy@example.com']);
    expect(received[0]?.body).toContain('Subject: Join Book Club');
    expect(received[0]?.body).toContain('https://habitat.example/invite/abc');
  });
});
