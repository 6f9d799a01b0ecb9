import fp from 'fastify-plugin';
import { BackgroundTasks } from '../../services/background-tasks';
import { createMailer, type Mailer } from '../../services/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Mail sent after the answer (a password reset's, whose sending time must not show). */
    backgroundMail: BackgroundTasks;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer(app.config.mail);
    const backgroundMail = new BackgroundTasks();
    app.decorate('mailer', mailer);
    app.decorate('backgroundMail', backgroundMail);
    app.addHook('onClose', async () => {
      await backgroundMail.settled();
      mailer.close();
    });
  },
  { name: 'mailer' },
);
