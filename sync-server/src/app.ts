import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import { observeWrites } from './db/write-observer';
import { resilientLogDestination } from './log-destination';
import { REDACT_PATHS, serializeError, serializeRequest } from './logging';
import authenticate from './plugins/app/authenticate';
import backupSocket from './plugins/app/backup-socket';
import bodyTimeout from './plugins/app/body-timeout';
import draining from './plugins/app/draining';
import errorHandler from './plugins/app/error-handler';
import groupAccess from './plugins/app/group-access';
import limits from './plugins/app/limits';
import mailer from './plugins/app/mailer';
import noStore from './plugins/app/no-store';
import passwordGuard from './plugins/app/password-guard';
import profiles from './plugins/app/profiles';
import push from './plugins/app/push';
import repositories from './plugins/app/repositories';
import retention from './plugins/app/retention';
import services from './plugins/app/services';
import syncPlugin from './plugins/app/sync';
import textRule from './plugins/app/text-rule';
import weeklyDigest from './plugins/app/weekly-digest';
import writeHealth from './plugins/app/write-health';
import compress from './plugins/external/compress';
import db, { openAppDatabase } from './plugins/external/db';
import helmet from './plugins/external/helmet';
import jwt from './plugins/external/jwt';
import limitStore from './plugins/external/limit-store';
import oauth2 from './plugins/external/oauth2';
import rateLimit from './plugins/external/rate-limit';
import webApp from './plugins/external/static';
import authRoutes from './routes/api/auth/index';
import passwordResetRoutes from './routes/api/auth/password-reset-routes';
import socialRoutes from './routes/api/auth/social-routes';
import avatarImages from './routes/api/avatars/index';
import encouragementRoutes from './routes/api/encouragements/index';
import groupRoutes from './routes/api/groups/index';
import habitRoutes from './routes/api/habits/index';
import healthRoutes from './routes/api/health/index';
import pushRoutes from './routes/api/push/index';
import syncRoutes from './routes/api/sync/index';
import userRoutes from './routes/api/users/index';
import { formatValidationError, installValidators } from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Every route with its schemas, as registered: the route fuzzer walks this list. */
    routeCatalog: RouteOptions[];
  }
}

export type App = FastifyInstance;

/**
 * Builds the whole server: external plugins, then app plugins, then routes. The entry point and the
 * tests call the same factory, so what is tested is what runs.
 */
export async function buildApp(config: AppConfig): Promise<App> {
  const app = Fastify({
    // No plugin does long work (the database is opened and migrated before any is registered),
    // but generating keys on first start takes a while on a slow machine; the default 10 s is tight.
    pluginTimeout: config.pluginTimeoutMs ?? 60_000,
    logger: {
      level: config.logLevel,
      redact: REDACT_PATHS,
      serializers: { req: serializeRequest, err: serializeError },
      // A log that cannot be written (a full disk) loses lines, never the process.
      stream: config.logStream ?? resilientLogDestination(),
    },
    // A number of hops is believed hop by hop from the socket inward (as proxy-addr counts them).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within this time: a body that never completes is not held forever.
    requestTimeout: config.requestTimeoutMs,
    // Node honours the bound only when given it at creation, and looks for overdue requests on a
    // beat (30 s by default, too coarse for the bound).
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(250, Math.min(5000, config.requestTimeoutMs / 4)),
    },
    schemaErrorFormatter: formatValidationError,
    // On close, only idle keep-alive connections are cut: a request in flight is answered first
    // (server.ts bounds how long that may take).
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('routeCatalog', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    app.routeCatalog.push(route);
  });
  installValidators(app);

  await app.register(writeHealth);
  await app.register(errorHandler);
  await app.register(textRule);
  await app.register(noStore);
  await app.register(draining);
  await app.register(bodyTimeout);
  // Outside every plugin, so no plugin timeout can cut an upgrade's migrations short.
  const opened = await openAppDatabase(config, app.log);
  await app.register(db, {
    ...opened,
    database: observeWrites(opened.database, () => app.writeHealth.succeeded()),
  });
  await app.register(backupSocket);
  await app.register(helmet);
  // Before every route and the static files, so its hook sees all their replies.
  await app.register(compress);
  await app.register(jwt);
  await app.register(limitStore);
  await app.register(rateLimit);
  await app.register(passwordGuard);
  await app.register(oauth2);
  await app.register(repositories);
  await app.register(services);
  await app.register(authenticate);
  await app.register(profiles);
  // Before the routes: it guards the ones the limit table names as they are added.
  await app.register(limits);
  await app.register(syncPlugin);
  await app.register(groupAccess);
  await app.register(mailer);
  await app.register(retention);
  await app.register(weeklyDigest);
  await app.register(push);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(socialRoutes, { prefix: '/api/auth' });
  await app.register(passwordResetRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(avatarImages, { prefix: '/api/avatars' });
  await app.register(habitRoutes, { prefix: '/api/habits' });
  await app.register(syncRoutes, { prefix: '/api/sync' });
  await app.register(groupRoutes, { prefix: '/api/workspaces' });
  await app.register(encouragementRoutes, { prefix: '/api/encouragements' });
  await app.register(pushRoutes, { prefix: '/api/push' });

  await app.register(webApp);
  return app;
}
