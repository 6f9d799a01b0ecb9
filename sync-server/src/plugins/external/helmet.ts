import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a Content Security Policy the built app runs under: scripts and styles only
 * from this origin (Vite emits no inline script), avatars from anywhere over HTTPS, and no framing.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Only when people reach the server over https (PUBLIC_URL): on plain HTTP, in development or
      // on a LAN, the header means nothing and would pin a name that later moves to https by hand.
      // A year, as browsers' preload rules ask; no includeSubDomains, since other sites may share the domain.
      hsts: app.config.publicUrl.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: false }
        : false,
    });
  },
  { name: 'helmet' },
);
