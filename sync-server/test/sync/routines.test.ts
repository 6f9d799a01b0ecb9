import { ROUTINE_LIMITS, ROUTINE_MESSAGES, ROUTINES_LIMIT_MESSAGE, uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { syncClient } from '../helpers/sync-client';
import { registerUser, useTestApp } from '../helpers/test-app';

/** Routines (issue 30) through push and pull, on whichever database this run uses. */

const ctx = useTestApp();

type Routine = { id: string; name: string; rule: unknown; listOrder: number; deletedAt: string | null };

async function routinesOf(device: ReturnType<typeof syncClient>): Promise<Routine[]> {
  const reply = await device.pull({ cursors: {} });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.changes.routines;
}

const results = async (response: { json(): { data: { results: unknown[] } } }) =>
  response.json().data.results;

describe('routines through sync', () => {
  it('are made on one device and edited on two: a rename and a rule both stay, and a habit names its routine', async () => {
    const owner = await registerUser(ctx.app);
    const phone = syncClient(ctx.app, owner);
    const laptop = syncClient(ctx.app, owner);
    const id = uuidv7();
    const habitId = uuidv7();
    expect(
      await results(
        await phone.push([
          phone.mutation('routine.save', { id, fields: { name: 'Morning', rule: { kind: 'all' } } }),
          phone.mutation('habit.create', {
            id: habitId,
            fields: { name: 'Stretch', routineId: id, listOrder: 2 },
          }),
        ]),
      ),
    ).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'ok' },
    ]);
    // The laptop changed the rule, offline, before the phone's rename: both land.
    const ruleHlc = laptop.hlc();
    await phone.push([phone.mutation('routine.save', { id, fields: { name: 'Mornings' } })]);
    await laptop.push([
      laptop.mutation('routine.save', { id, fields: { rule: { kind: 'any', count: 2 } } }, { hlc: ruleHlc }),
    ]);
    const [routine] = await routinesOf(laptop);
    expect(routine).toMatchObject({ id, name: 'Mornings', rule: { kind: 'any', count: 2 }, listOrder: null });
    const habits = (await laptop.pull({ cursors: {} })).json().data.changes.habits;
    expect(habits[0]).toMatchObject({ routineId: id, listOrder: 2 });
  });

  it('deleting wins over an edit made after it, and is sent as a tombstone', async () => {
    const owner = await registerUser(ctx.app);
    const device = syncClient(ctx.app, owner);
    const id = uuidv7();
    await device.push([device.mutation('routine.save', { id, fields: { name: 'Workout' } })]);
    const pushed = await device.push([
      device.mutation('routine.delete', { id }),
      device.mutation('routine.save', { id, fields: { name: 'Back again' } }),
      device.mutation('routine.delete', { id }),
    ]);
    expect(await results(pushed)).toEqual([
      { id: 2, status: 'ok' },
      { id: 3, status: 'rejected', error: 'Routine was deleted' },
      { id: 4, status: 'ok' },
    ]);
    const [routine] = await routinesOf(device);
    expect(routine?.name).toBe('Workout');
    expect(routine?.deletedAt).not.toBeNull();
  });

  it('refuses a hostile or broken routine with what is wrong, and stores nothing of it', async () => {
    const owner = await registerUser(ctx.app);
    const device = syncClient(ctx.app, owner);
    const cases: [unknown, string][] = [
      [{ name: '  ' }, ROUTINE_MESSAGES.nameRequired],
      [{ rule: { kind: 'all' } }, ROUTINE_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61) }, ROUTINE_MESSAGES.nameTooLong],
      [{ name: 'A', rule: { kind: 'any', count: 0 } }, ROUTINE_MESSAGES.countTooSmall],
      [{ name: 'A', rule: { kind: 'total', amount: -5, unit: 'minutes' } }, ROUTINE_MESSAGES.amountTooSmall],
      [{ name: 'A', rule: { kind: 'most' } }, ROUTINE_MESSAGES.ruleInvalid],
      [{ name: 'A', rule: { kind: 'all', extra: 1 } }, ROUTINE_MESSAGES.ruleInvalid],
      [{ name: 'A', listOrder: 1e12 }, 'A place in the list is a number'],
    ];
    const pushed = await device.push(
      cases.map(([fields]) => device.mutation('routine.save', { id: uuidv7(), fields })),
    );
    const errors = ((await results(pushed)) as { status: string; error: string }[]).map((r) => [
      r.status,
      r.error,
    ]);
    expect(errors).toEqual(cases.map(([, message]) => ['rejected', message]));
    expect(await routinesOf(device)).toEqual([]);
  });

  it("never reaches another person's routine: the same id is a routine of one's own", async () => {
    const ann = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const annDevice = syncClient(ctx.app, ann);
    const bobDevice = syncClient(ctx.app, bob);
    const id = uuidv7();
    await annDevice.push([annDevice.mutation('routine.save', { id, fields: { name: 'Ann’s morning' } })]);
    await bobDevice.push([bobDevice.mutation('routine.save', { id, fields: { name: 'Bob’s' } })]);
    await bobDevice.push([bobDevice.mutation('routine.delete', { id })]);
    expect((await routinesOf(annDevice)).map((r) => [r.name, r.deletedAt])).toEqual([
      ['Ann’s morning', null],
    ]);
    expect((await routinesOf(bobDevice)).map((r) => r.name)).toEqual(['Bob’s']);
  });

  it(`keeps at most ${ROUTINE_LIMITS.routines} routines a person, deleted ones not counted`, async () => {
    const owner = await registerUser(ctx.app);
    const device = syncClient(ctx.app, owner);
    const ids = Array.from({ length: ROUTINE_LIMITS.routines + 1 }, () => uuidv7());
    const pushed = await device.push(
      ids.map((id, index) =>
        device.mutation('routine.save', { id, fields: { name: `Routine ${index + 1}` } }),
      ),
    );
    const last = ((await results(pushed)) as { status: string; error?: string }[]).at(-1);
    expect(last).toMatchObject({ status: 'rejected', error: ROUTINES_LIMIT_MESSAGE });
    const again = await device.push([
      device.mutation('routine.delete', { id: ids[0] }),
      device.mutation('routine.save', { id: ids.at(-1), fields: { name: 'One more' } }),
    ]);
    expect(((await results(again)) as { status: string }[]).map((r) => r.status)).toEqual(['ok', 'ok']);
  });

  it('an import with more routines than the cap leaves room for brings in the rest of the file', async () => {
    const owner = await registerUser(ctx.app);
    for (let n = 0; n < ROUTINE_LIMITS.routines - 1; n += 1)
      await ctx.app.writer.write(owner.userId, 'routine.save', { id: uuidv7(), fields: { name: `R${n}` } });
    const morning = uuidv7();
    const evening = uuidv7();
    const document = {
      format: 'habitat-export',
      version: 1,
      habits: [{ id: uuidv7(), name: 'Read', routineId: evening }],
      entries: [],
      routines: [
        { id: morning, name: 'Morning', rule: { kind: 'all' }, listOrder: 0 },
        { id: evening, name: 'Evening', rule: { kind: 'none' }, listOrder: 1 },
      ],
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/import-data',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { source: 'habitat', document, apply: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.preview.notImported).toContain(
      `1 routine: you can keep at most ${ROUTINE_LIMITS.routines}, so their habits come in outside a routine`,
    );
    const changes = (await syncClient(ctx.app, owner).pull()).json().data.changes;
    expect(
      changes.routines.filter((r: Routine) => [morning, evening].includes(r.id)).map((r: Routine) => r.name),
    ).toEqual(['Morning']);
    expect(changes.habits.find((h: { name: string }) => h.name === 'Read')?.routineId).toBeNull();
  });
});
