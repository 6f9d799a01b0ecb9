import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APP_VERSION } from '@habitat/domain';
import { errorResponses, HealthResponse } from '@habitat/protocol';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: HealthResponse, 500: errorResponses[500] } } }, async () => {
    await app.database.ping();
    return {
      success: true as const,
      data: {
        status: 'ok' as const,
        database: app.database.kind,
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      },
    };
  });
};

export default health;
