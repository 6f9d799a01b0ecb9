import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e server's mail goes: one folder per port, emptied when the server starts. */
export function outboxDirFor(port) {
  return join(tmpdir(), `habitat-e2e-outbox-${port}`);
}
