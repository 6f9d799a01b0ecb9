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
      // Served over plain HTTP on localhost in development; TLS is the proxy's job (docs/deploy.md).
      hsts: false,
    });
  },
  { name: 'helmet' },
);
