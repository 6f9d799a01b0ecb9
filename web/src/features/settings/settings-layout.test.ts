import { describe, expect, it } from 'vitest';
import { itHasSoundDefaults } from '../../widgets/catalogue-test-cases';
import { normalizeLayouts, normalizeWidgets } from '../../widgets/stored-layout-repair';
import { widgetInfo } from '../../widgets/widget-catalogue';
import { addWidget } from '../../widgets/widget-placement';
import {
  ALL_SETTINGS,
  DEFAULT_SETTINGS_WIDGETS,
  defaultSettingsLayouts,
  normalizeSettingsFilter,
  SETTINGS_CATALOGUE,
  SETTINGS_FILTERS,
  SETTINGS_LAYOUT_KEY,
  settingsWidgetCategory,
  settingsWidgetsIn,
} from './settings-layout';

describe('settings widget catalogue', () => {
  itHasSoundDefaults(SETTINGS_CATALOGUE);

  it('starts with all six widgets of spec §2 Settings, in order', () => {
    expect(DEFAULT_SETTINGS_WIDGETS).toEqual([
      'profile-account',
      'notifications',
      'privacy-security',
      'appearance',
      'data-management',
      'help-support',
    ]);
    expect(SETTINGS_LAYOUT_KEY).toBe('settings');
  });

  it('titles each widget as the spec names it', () => {
    expect(DEFAULT_SETTINGS_WIDGETS.map((type) => widgetInfo(type, SETTINGS_CATALOGUE)?.title)).toEqual([
      'Profile & Account',
      'Notifications',
      'Privacy & Security',
      'Appearance',
      'Data Management',
      'Help & Support',
    ]);
  });

  it('puts each widget in its own category', () => {
    expect(DEFAULT_SETTINGS_WIDGETS.map(settingsWidgetCategory)).toEqual([
      'Account',
      'Notifications',
      'Privacy',
      'Appearance',
      'Data',
      'Support',
    ]);
    expect(settingsWidgetCategory('habit-list')).toBeUndefined();
  });

  it('gives both wide columns the same height, so neither leaves a hole', () => {
    const wide = defaultSettingsLayouts().lg;
    const bottom = (x: number) =>
      Math.max(...wide.filter((item) => item.x === x).map((item) => item.y + item.h));
    expect(bottom(0)).toBe(18);
    expect(bottom(6)).toBe(18);
  });

  it('stacks the narrow grids in the catalogue order, full width', () => {
    const narrow = defaultSettingsLayouts().xs;
    expect(narrow.map((item) => item.i)).toEqual([...DEFAULT_SETTINGS_WIDGETS]);
    expect(narrow.map((item) => [item.x, item.y, item.w])).toEqual([
      [0, 0, 4],
      [0, 6, 4],
      [0, 15, 4],
      [0, 21, 4],
      [0, 26, 4],
      [0, 32, 4],
    ]);
  });

  it('falls back to the settings defaults and brings a removed widget back at the bottom', () => {
    expect(normalizeWidgets(undefined, SETTINGS_CATALOGUE)).toEqual([...DEFAULT_SETTINGS_WIDGETS]);
    const widgets = DEFAULT_SETTINGS_WIDGETS.filter((type) => type !== 'appearance');
    const layouts = normalizeLayouts(undefined, widgets, SETTINGS_CATALOGUE);
    const next = addWidget(widgets, layouts, 'appearance', SETTINGS_CATALOGUE);
    expect(next.layouts.lg.at(-1)).toEqual({ i: 'appearance', x: 0, y: 18, w: 6, h: 5 });
  });
});

describe('settings category filter', () => {
  it("offers 'All' then the six categories", () => {
    expect(SETTINGS_FILTERS).toEqual([
      'All',
      'Account',
      'Notifications',
      'Privacy',
      'Appearance',
      'Data',
      'Support',
    ]);
  });

  it('keeps a stored category and shows everything for anything else', () => {
    expect(normalizeSettingsFilter('Privacy')).toBe('Privacy');
    expect(normalizeSettingsFilter('All')).toBe(ALL_SETTINGS);
    expect(normalizeSettingsFilter('privacy')).toBe('All');
    expect(normalizeSettingsFilter(undefined)).toBe('All');
    expect(normalizeSettingsFilter(3)).toBe('All');
  });

  it('shows only the widgets of the chosen category, in the board order', () => {
    const board = ['help-support', 'profile-account', 'data-management', 'some-future-widget'];
    expect(settingsWidgetsIn(board, 'All')).toEqual(board);
    expect(settingsWidgetsIn(board, 'Data')).toEqual(['data-management']);
    expect(settingsWidgetsIn(board, 'Account')).toEqual(['profile-account']);
    expect(settingsWidgetsIn(board, 'Privacy')).toEqual([]);
  });
});
