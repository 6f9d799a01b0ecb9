import { daysBetween, isDateKey, MutationRejected } from '@habitat/domain';
import type { MutationArgs, MutationName } from '@habitat/protocol';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../errors';
import type { WriteOptions } from '../../sync/writer';

/** A date range from a query: real calendar dates, in order, and no longer than `maxDays`. */
export function checkDateRange(startDate: string, endDate: string, maxDays: number): void {
  if (!isDateKey(startDate)) throw badRequest(`"${startDate}" is not a calendar date`);
  if (!isDateKey(endDate)) throw badRequest(`"${endDate}" is not a calendar date`);
  const days = daysBetween(startDate, endDate);
  if (days < 0) throw badRequest('startDate must not be after endDate');
  if (days > maxDays) throw badRequest(`A range covers at most ${maxDays} days`);
}

/**
 * A REST write through the sync mutators, with a refusal answered as HTTP: not found (404), a
 * conflict such as a second adoption (409), anything else the rules refuse (400).
 */
export async function writeOrRefuse<N extends MutationName>(
  app: FastifyInstance,
  userId: string,
  name: N,
  args: MutationArgs<N>,
  notFoundMessage = 'Habit not found',
  options: WriteOptions = {},
) {
  try {
    return await app.writer.write(userId, name, args, options);
  } catch (error) {
    throw refusalAsHttp(error, notFoundMessage);
  }
}

/** A few REST writes that make one change, in one transaction (writer.writeTogether), refused as above. */
export async function writeTogetherOrRefuse(
  app: FastifyInstance,
  userId: string,
  writes: readonly { name: MutationName; args: unknown }[],
  notFoundMessage = 'Habit not found',
) {
  try {
    return await app.writer.writeTogether(userId, writes);
  } catch (error) {
    throw refusalAsHttp(error, notFoundMessage);
  }
}

function refusalAsHttp(error: unknown, notFoundMessage: string): unknown {
  if (!(error instanceof MutationRejected)) return error;
  if (error.kind === 'not-found') return notFound(notFoundMessage);
  if (error.kind === 'conflict') return conflict(error.message);
  return badRequest(error.message);
}
/** A route whose body is optional reads a request sent without one as `{}`, which its schema checks. */
export async function emptyBodyAsNone(request: { body: unknown }): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
