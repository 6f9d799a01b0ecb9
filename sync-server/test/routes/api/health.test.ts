import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('answers ok after touching the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { status: 'ok', database: process.env.HABITAT_TEST_DB ?? 'pglite', version: 'v1.0.0' },
    });
  });
});
