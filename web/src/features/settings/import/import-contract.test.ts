import {
  type ImportPreview as DomainPreview,
  type ImportMutation,
  parseHabitatExport,
  parseLoopExport,
  planImport,
  uuidv7,
} from '@habitat/domain';
import { ImportPreview, MUTATION_ARGS, type MutationArgs } from '@habitat/protocol';
import { Check } from 'typebox/value';
import { describe, expect, it } from 'vitest';

/**
 * The domain plans what the server writes: every mutation it makes must pass the same argument
 * schemas a push is checked with, or the whole import would be refused; its preview must be what
 * the wire says an import answers. Files with awkward content try the edges.
 */

const emptyBaseline = {
  habits: [],
  entries: new Map(),
  takenIds: new Set<string>(),
  routineIds: new Set<string>(),
  liveRoutines: 0,
};

function checkPlan(mutations: readonly ImportMutation[], preview: DomainPreview): void {
  expect(mutations.length).toBeGreaterThan(0);
  for (const mutation of mutations) {
    expect({ name: mutation.name, valid: Check(MUTATION_ARGS[mutation.name], mutation.args) }).toEqual({
      name: mutation.name,
      valid: true,
    });
  }
  expect(Check(ImportPreview, preview)).toBe(true);
}

// Compile-time: the domain's mutation shapes are ones the protocol accepts.
const typedArgs = (
  mutation: ImportMutation,
):
  | MutationArgs<'habit.create'>
  | MutationArgs<'habit.pause'>
  | MutationArgs<'entry.set'>
  | MutationArgs<'entry.note'> => mutation.args;

describe('import plans against the wire contract', () => {
  it('a Loop export with long names, a comma, measurable amounts and skips', () => {
    const long = `${'Ü'.repeat(150)}🏃${'x'.repeat(150)}`;
    const set = parseLoopExport([
      {
        path: 'Habits.csv',
        text: [
          'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
          `001,"${long}",YES_NO,${'q'.repeat(1500)},${'d'.repeat(1500)},3,7,#5D4037,,,,true`,
          '002,"Swim, far",NUMERICAL,,,1,1,#00ACC1,kilometres swum today,AT_MOST,0.5,false',
        ].join('\r\n'),
      },
      {
        path: '001 x/Checkmarks.csv',
        text: `Date,Value,Notes\r\n2024-01-02,YES_MANUAL,"${'🏃'.repeat(600)}"\r\n2024-01-01,SKIP,\r\n`,
      },
      { path: '002 Swim far/Checkmarks.csv', text: '2024-01-02,999999999999\n2024-01-01,250\n' },
    ]);
    const plan = planImport(set, emptyBaseline, uuidv7);
    checkPlan(plan.mutations, plan.preview);
    // Two habits, four check-ins and one note (cut to the note limit, as the wire allows).
    expect(plan.mutations.map((mutation) => typedArgs(mutation))).toHaveLength(7);
  });

  it('a Habitat export whose fields stretch every limit', () => {
    const set = parseHabitatExport({
      format: 'habitat-export',
      version: 1,
      habits: [
        {
          id: 'not-a-uuid',
          name: 'n'.repeat(500),
          description: 'd'.repeat(5000),
          category: 'c'.repeat(80),
          color: '#'.repeat(40),
          icon: '🧘🧘🧘🧘🧘🧘🧘🧘🧘🧘',
          frequency: 'f'.repeat(30),
          isActive: 'yes',
          scheduleDays: [9, -1, 'x'],
          reminderEnabled: 1,
          reminderTime: '7:5',
          targetValue: 'lots',
          targetUnit: 'u'.repeat(30),
          source: 'workspace',
          extra: 'ignored',
          // 30 pauses (two mutations' worth), a removed one, and some that are not pauses at all.
          pauses: {
            ...Object.fromEntries(
              Array.from({ length: 30 }, (_, i) => [
                `p${i}`,
                { kind: 'span', from: '2024-01-01', until: i % 2 ? null : '2024-02-01' },
              ]),
            ),
            gone: null,
            weekly: { kind: 'rest', rule: { kind: 'weekly', weekdays: [0, 6] } },
            backwards: { kind: 'span', from: '2024-02-01', until: '2024-01-01' },
            'bad id!': { kind: 'span', from: '2024-01-01', until: null },
            junk: 'x',
          },
        },
      ],
      entries: [
        { habitId: 'not-a-uuid', date: '2024-01-01', completed: true, value: 5_000_000 },
        { habitId: 'not-a-uuid', date: '2024-01-02', completed: 'yes', value: -3, skipped: true },
      ],
    });
    const plan = planImport(set, emptyBaseline, uuidv7);
    checkPlan(plan.mutations, plan.preview);
    const pauses = plan.mutations.flatMap((mutation) =>
      mutation.name === 'habit.pause' ? Object.keys(mutation.args.pauses) : [],
    );
    expect(pauses).toHaveLength(32);
    expect(pauses).not.toContain('backwards');
  });
});
