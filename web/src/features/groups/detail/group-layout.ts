import {
  GROUP_CHALLENGES_WIDGET,
  type WidgetCatalogue,
  type WidgetInfo,
} from '../../../widgets/widget-catalogue';
import { type Layouts, responsiveLayouts } from '../../../widgets/widget-grid';

/**
 * A group's page is a widget dashboard of its own (spec §2 Group detail): this catalogue says which
 * widgets it offers and how it starts. Each group's arrangement is stored under its own layout key,
 * as personal synced data, so it follows the person to their devices and works offline.
 */

const LAYOUT_KEY_PREFIX = 'group:';

export function groupLayoutKey(groupId: string): string {
  // Layout keys are lower case (the layout.save mutation's pattern); ids are compared the same way.
  return `${LAYOUT_KEY_PREFIX}${groupId.toLowerCase()}`;
}

export const GROUP_WIDGETS: readonly WidgetInfo[] = [
  {
    type: 'left-today',
    title: "Who's Left Today",
    description: 'Whose habits are still open today, each with a one-tap cheer.',
    defaultSize: { w: 6, h: 6 },
  },
  {
    type: 'recent-activity',
    title: 'Recent Activity',
    description: 'What members have done in the group lately.',
    defaultSize: { w: 8, h: 6 },
  },
  {
    type: 'group-habits',
    title: 'Group Habits',
    description: 'The habits shared with the group, each with its default target.',
    defaultSize: { w: 8, h: 6 },
  },
  {
    type: 'team-members',
    title: 'Team Members',
    description: 'Everyone in the group and their role.',
    defaultSize: { w: 4, h: 8 },
  },
  {
    type: 'member-progress',
    title: 'Member Progress',
    description: "Each member's completion rate, current streak and entries.",
    defaultSize: { w: 6, h: 6 },
  },
  {
    type: 'leaderboard',
    title: 'Leaderboard',
    description: 'Members ranked by completion rate, then current streak, then check-ins.',
    defaultSize: { w: 6, h: 6 },
  },
  {
    type: 'encouragement-feed',
    title: 'Encouragement Feed',
    description: 'Encouragements members send each other.',
    defaultSize: { w: 6, h: 6 },
  },
  GROUP_CHALLENGES_WIDGET,
];

/**
 * A group page opens on support (issue 31): who still has something to do today, with a cheer for
 * each, beside the encouragements; then how the group is doing, its habits, the news and the members.
 */
export const DEFAULT_GROUP_WIDGETS: readonly string[] = [
  'left-today',
  'encouragement-feed',
  'leaderboard',
  'member-progress',
  'group-habits',
  'recent-activity',
  'team-members',
];

/**
 * On a desk: who's left beside the encouragements, the board beside member progress, the habits
 * beside the activity, the members last. On a phone (the narrow grids stack one widget under
 * another) the order is what a person looks for on a quick visit: who to cheer on, the habits to
 * adopt or check, the encouragements to answer, where the group stands, the news; the per-member
 * detail and the member list last.
 */
export function defaultGroupLayouts(): Layouts {
  return responsiveLayouts(
    [
      { i: 'left-today', x: 0, y: 0, w: 6, h: 6 },
      { i: 'encouragement-feed', x: 6, y: 0, w: 6, h: 6 },
      { i: 'leaderboard', x: 0, y: 6, w: 6, h: 8 },
      { i: 'member-progress', x: 6, y: 6, w: 6, h: 8 },
      { i: 'group-habits', x: 0, y: 14, w: 8, h: 6 },
      { i: 'team-members', x: 8, y: 14, w: 4, h: 6 },
      { i: 'recent-activity', x: 0, y: 20, w: 8, h: 6 },
    ],
    [
      'left-today',
      'group-habits',
      'encouragement-feed',
      'leaderboard',
      'recent-activity',
      'member-progress',
      'team-members',
    ],
  );
}

/**
 * The default of issue 16, before who's left today: a page still exactly in it was never arranged by
 * its person, so it opens on today's default, with the new widget.
 */
const ISSUE_16_DEFAULT = {
  widgets: [
    'leaderboard',
    'member-progress',
    'group-habits',
    'encouragement-feed',
    'recent-activity',
    'team-members',
  ],
  layouts: () =>
    responsiveLayouts(
      [
        { i: 'leaderboard', x: 0, y: 0, w: 6, h: 8 },
        { i: 'member-progress', x: 6, y: 0, w: 6, h: 8 },
        { i: 'group-habits', x: 0, y: 8, w: 8, h: 6 },
        { i: 'encouragement-feed', x: 8, y: 8, w: 4, h: 6 },
        { i: 'recent-activity', x: 0, y: 14, w: 8, h: 6 },
        { i: 'team-members', x: 8, y: 14, w: 4, h: 6 },
      ],
      [
        'leaderboard',
        'group-habits',
        'encouragement-feed',
        'recent-activity',
        'member-progress',
        'team-members',
      ],
    ),
};

/**
 * The default before issue 16 (spec §2's three widgets). A stored group page still exactly in it was
 * never arranged by its person (a page only stores a layout once something on it changes, and the
 * old Reset stored this), so it opens on today's default instead (isRetiredDefault).
 */
const RETIRED_GROUP_DEFAULT = {
  widgets: ['recent-activity', 'group-habits', 'team-members'],
  layouts: () =>
    responsiveLayouts(
      [
        { i: 'recent-activity', x: 0, y: 0, w: 8, h: 6 },
        { i: 'team-members', x: 8, y: 0, w: 4, h: 8 },
        { i: 'group-habits', x: 0, y: 6, w: 8, h: 6 },
      ],
      ['recent-activity', 'group-habits', 'team-members'],
    ),
};

export const GROUP_CATALOGUE: WidgetCatalogue = {
  widgets: GROUP_WIDGETS,
  defaultWidgets: DEFAULT_GROUP_WIDGETS,
  defaultLayouts: defaultGroupLayouts,
  retiredDefaults: [RETIRED_GROUP_DEFAULT, ISSUE_16_DEFAULT],
};
