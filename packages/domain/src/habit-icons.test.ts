import { describe, expect, it } from 'vitest';
import { displayIcon, habitInitial, isInitialIcon, LEGACY_DEFAULT_ICON, suggestIcon } from './habit-icons';

describe('the icon a habit gets when nobody picks one', () => {
  it.each([
    ['Drink water', '💧'],
    ['8 glasses', '💧'],
    ['Walk 10,000 steps', '🚶'],
    ['Morning run', '🏃'],
    ['Read 20 pages', '📖'],
    ['Journal', '📝'],
    ['Meditate', '🧘'],
    ['Floss teeth', '🦷'],
    ['Take vitamins', '💊'],
  ])('"%s" gets %s from its name', (name, icon) => {
    expect(suggestIcon(name, 'other')).toBe(icon);
  });

  it('matches whole words, not parts of them ("Bread" is not reading, "Already" not tea)', () => {
    expect(suggestIcon('Bake bread', 'other')).toBe('B');
    expect(suggestIcon('Already', 'other')).toBe('A');
  });

  it('falls back to the category, then to the initial', () => {
    expect(suggestIcon('Spanish', 'learning')).toBe('📚');
    expect(suggestIcon('Spanish', 'other')).toBe('S');
    expect(suggestIcon('  über', 'other')).toBe('Ü');
    expect(suggestIcon('!!!', 'other')).toBe('?');
  });

  it('is never the check mark that reads as done', () => {
    for (const name of ['', 'Done', 'Check', 'Complete', 'Task']) {
      expect(suggestIcon(name, 'other')).not.toBe(LEGACY_DEFAULT_ICON);
    }
  });
});

describe('the icon drawn for a stored habit', () => {
  it('replaces the retired ✅ default by the derived icon', () => {
    expect(displayIcon({ icon: '✅', name: 'Drink water', category: 'health' })).toBe('💧');
    expect(displayIcon({ icon: '', name: 'Stretch', category: 'other' })).toBe('🤸');
  });

  it('keeps an icon the person picked, even where the name would suggest another', () => {
    expect(displayIcon({ icon: '🚀', name: 'Drink water', category: 'health' })).toBe('🚀');
  });

  it('tells an initial from an emoji', () => {
    expect(isInitialIcon('S')).toBe(true);
    expect(isInitialIcon('💧')).toBe(false);
    expect(isInitialIcon('⭐')).toBe(false);
    expect(habitInitial('42 push-ups')).toBe('4');
  });
});
