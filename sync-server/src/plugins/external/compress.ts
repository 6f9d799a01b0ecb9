import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every response worth it (JSON from the API, index.html), chosen from the
 * request's Accept-Encoding. Built assets carry their own `.br`/`.gz` siblings, made once at build
 * time at the highest level (web/build/precompress.ts), which `static.ts` serves as they are. Brotli
 * runs at level 5 here: on a 2-core server the top level costs more time than it saves on the wire
 * for JSON made per request. The event stream hijacks its reply and is never buffered by this.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      // Only replies: no client of ours sends compressed bodies, so none is unpacked (no zip bombs).
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compress' },
);
