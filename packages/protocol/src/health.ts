import { type Static, Type } from 'typebox';
import { Ok } from './envelope';

export const HealthResponse = Ok(
  Type.Object({
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    version: Type.String(),
    uptimeSeconds: Type.Number(),
  }),
);
export type HealthResponse = Static<typeof HealthResponse>;
