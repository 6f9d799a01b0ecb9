import type { WidgetCatalogue, WidgetInfo } from '../../widgets/widget-catalogue';
import { type Layouts, responsiveLayouts } from '../../widgets/widget-grid';

/**
 * The settings page is a widget dashboard of its own (spec §2 Settings): this catalogue says which
 * widgets it offers, how it starts, and which category each belongs to for the page's filter. The
 * arrangement is stored under one layout key as personal synced data, like the other dashboards.
 */

export const SETTINGS_LAYOUT_KEY = 'settings';

export const SETTINGS_CATEGORIES = [
  'Account',
  'Notifications',
  'Privacy',
  'Appearance',
  'Data',
  'Support',
] as const;
export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number];

/** The filter's first choice: every widget, arranged as the person left them. */
export const ALL_SETTINGS = 'All';
export type SettingsFilter = typeof ALL_SETTINGS | SettingsCategory;
export const SETTINGS_FILTERS: readonly SettingsFilter[] = [ALL_SETTINGS, ...SETTINGS_CATEGORIES];
/** The name the filter is stored under in the layout document's `filters`. */
export const SETTINGS_FILTER_KEY = 'category';

export interface SettingsWidgetInfo extends WidgetInfo {
  category: SettingsCategory;
}

export const SETTINGS_WIDGETS: readonly SettingsWidgetInfo[] = [
  {
    type: 'profile-account',
    title: 'Profile & Account',
    description: 'Your name, email and linked sign-ins; your time zone, week start and day start.',
    defaultSize: { w: 6, h: 6 },
    category: 'Account',
  },
  {
    type: 'notifications',
    title: 'Notifications',
    description: 'Email updates, push notifications on this device and what they bring.',
    defaultSize: { w: 6, h: 9 },
    category: 'Notifications',
  },
  {
    type: 'privacy-security',
    title: 'Privacy & Security',
    description: 'Whether each of your groups sees your dashboard.',
    defaultSize: { w: 6, h: 6 },
    category: 'Privacy',
  },
  {
    type: 'appearance',
    title: 'Appearance',
    description: 'Light, dark, or following your system.',
    defaultSize: { w: 6, h: 5 },
    category: 'Appearance',
  },
  {
    type: 'data-management',
    title: 'Data Management',
    description: 'Export or import your data, or delete your account.',
    defaultSize: { w: 6, h: 6 },
    category: 'Data',
  },
  {
    type: 'help-support',
    title: 'Help & Support',
    description: 'Documentation, support, the version and the system status.',
    defaultSize: { w: 6, h: 4 },
    category: 'Support',
  },
];

export const DEFAULT_SETTINGS_WIDGETS: readonly string[] = SETTINGS_WIDGETS.map((widget) => widget.type);

/**
 * Two columns of equal height: account, privacy and data on the left; notifications (taller since
 * push, issue 16), appearance and help on the right. Narrow grids stack them in the catalogue's order.
 */
export function defaultSettingsLayouts(): Layouts {
  return responsiveLayouts(
    [
      { i: 'profile-account', x: 0, y: 0, w: 6, h: 6 },
      { i: 'notifications', x: 6, y: 0, w: 6, h: 9 },
      { i: 'appearance', x: 6, y: 9, w: 6, h: 5 },
      { i: 'privacy-security', x: 0, y: 6, w: 6, h: 6 },
      { i: 'data-management', x: 0, y: 12, w: 6, h: 6 },
      { i: 'help-support', x: 6, y: 14, w: 6, h: 4 },
    ],
    DEFAULT_SETTINGS_WIDGETS,
  );
}

export const SETTINGS_CATALOGUE: WidgetCatalogue = {
  widgets: SETTINGS_WIDGETS,
  defaultWidgets: DEFAULT_SETTINGS_WIDGETS,
  defaultLayouts: defaultSettingsLayouts,
};

export function settingsWidgetCategory(type: string): SettingsCategory | undefined {
  return SETTINGS_WIDGETS.find((widget) => widget.type === type)?.category;
}

/** A stored filter is used only if it is one of the choices; anything else shows everything. */
export function normalizeSettingsFilter(value: unknown): SettingsFilter {
  return typeof value === 'string' && (SETTINGS_FILTERS as readonly string[]).includes(value)
    ? (value as SettingsFilter)
    : ALL_SETTINGS;
}

/** The widgets shown under a filter, in the board's order; unknown types show only under 'All'. */
export function settingsWidgetsIn(widgets: readonly string[], filter: SettingsFilter): string[] {
  if (filter === ALL_SETTINGS) return [...widgets];
  return widgets.filter((type) => settingsWidgetCategory(type) === filter);
}
