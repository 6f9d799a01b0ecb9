import { uuidv7 } from '@habitat/domain';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase } from '../helpers/test-database';
import type { SimWorld } from './sim-client';

export interface SimScene {
  world: SimWorld;
  /** This file's database (set once the scene is up). */
  database: DatabaseHandle;
  /** The person the world's token signs in. */
  userId: string;
}

/**
 * A scenario's world for one test file: the real server on its own database, its clock the world's
 * virtual time (starting at `start`), and one person signed up. Read the fields inside tests.
 */
export function useSimWorld(start: string): SimScene {
  const scene = {
    world: { app: undefined as never, token: '', now: Date.parse(start) },
    userId: '',
  } as unknown as SimScene;
  beforeAll(async () => {
    scene.database = await openTestDatabase();
    scene.world.app = await buildApp(testConfig({ database: scene.database, clock: () => scene.world.now }));
    await scene.world.app.ready();
    const registered = await scene.world.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Sim', email: `sim-${uuidv7()}@example.com`, password: 'Engine42x' },
    });
    scene.world.token = registered.json().data.token;
    scene.userId = registered.json().data.user._id;
  });
  afterAll(async () => {
    await scene.world.app?.close();
    await scene.database?.close();
  });
  return scene;
}
