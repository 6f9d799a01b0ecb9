import { GroupHabitResponse } from '@habitat/protocol';
import { sampleGroupHabit } from '@habitat/protocol/testing';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-check';

function answer(habit: Record<string, unknown> = {}) {
  return { success: true, habit: { ...sampleGroupHabit(), ...habit }, message: 'Habit updated' };
}

describe('checkAnswer', () => {
  it('takes an answer of the declared shape as it is', () => {
    const checked = checkAnswer(GroupHabitResponse, answer());
    expect(checked).toEqual({ ok: true, value: answer() });
  });

  it("drops a newer server's extra fields and takes the rest", () => {
    const checked = checkAnswer(GroupHabitResponse, {
      ...answer({ note: 'from a newer server' }),
      served: 1,
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toEqual(answer());
    expect(checked.value.habit).not.toHaveProperty('note');
  });

  it('refuses a field of another type, naming it', () => {
    const checked = checkAnswer(GroupHabitResponse, answer({ name: 42 }));
    expect(checked).toEqual({ ok: false, problem: '/habit/name: must be string' });
  });

  it('refuses a missing field, naming its parent and the field', () => {
    const { icon: _icon, ...withoutIcon } = sampleGroupHabit();
    const checked = checkAnswer(GroupHabitResponse, { success: true, habit: withoutIcon, message: 'x' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem).toMatch(/^\/habit: .*icon/);
  });

  it('names the whole answer when it is not an object at all', () => {
    expect(checkAnswer(GroupHabitResponse, '<html>proxy error</html>', 'the answer')).toEqual({
      ok: false,
      problem: 'the answer: must be object',
    });
  });
});
