import { type Static, Type } from 'typebox';
import { Ok } from './envelope';

/**
 * Where a person finds help (issue 27): each channel is set by whoever runs the server
 * (SUPPORT_DOCS_URL, SUPPORT_ISSUES_URL, SUPPORT_EMAIL) and is absent when not set, so the app
 * never offers a link that leads nowhere.
 */
export const SupportLinks = Type.Object({
  docsUrl: Type.Optional(Type.String()),
  issuesUrl: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});
export type SupportLinks = Static<typeof SupportLinks>;

/**
 * GET /api/health: 200 with status 'ok' when the database answers, 503 with status 'degraded'
 * when it does not (in time). Public: the settings page reads its status line and support links here.
 */
export const HealthResponse = Ok(
  Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    version: Type.String(),
    uptimeSeconds: Type.Number(),
    support: SupportLinks,
    /**
     * Why the server is degraded, for operators: the database does not answer, or it answers but
     * cannot write (its disk is full, or it is read-only). Absent when the status is ok.
     */
    problem: Type.Optional(
      Type.Union([
        Type.Literal('database_unreachable'),
        Type.Literal('disk_full'),
        Type.Literal('read_only'),
      ]),
    ),
  }),
);
export type HealthResponse = Static<typeof HealthResponse>;
export type HealthStatus = HealthResponse['data']['status'];
