import { MUTATION_ARGS, type MutationName } from '@habitat/protocol';
import { Check } from 'typebox/value';

/** Whether stored mutation args match the schema the server checks them against. */
export function matchesMutationSchema(name: MutationName, args: unknown): boolean {
  return Check(MUTATION_ARGS[name], args);
}
