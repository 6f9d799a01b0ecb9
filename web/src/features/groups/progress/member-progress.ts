import { type CompletionTone, MEMBER_PROGRESS_SHOWN } from '@habitat/domain';
import type { MemberProgressItem, MemberRef, ProgressRange } from '@habitat/protocol';
import { counted } from '../../../ui/counted';
import { awayText, type Figure, rangeDays, rowFigures } from './figures';

/** What the Member Progress widget shows (spec §2): rows, their words and the show-more toggle. */

export interface MemberProgressRow {
  member: MemberRef;
  name: string;
  isYou: boolean;
  /** The encourage button's accessible name; null on the viewer's own row. */
  encourageLabel: string | null;
  completion: Figure;
  /** The completion bar; null when the member does not share their completion rate. */
  bar: { percent: number; tone: CompletionTone } | null;
  /** '12 of 20 due check-ins in the last 30 days'. */
  fraction: string | null;
  streak: Figure;
  entries: Figure;
  /** Never hidden (an integer in the contract), unlike the numbers above. */
  habitsTracked: string;
  /** On your own row: what the group does not see of it. */
  privacyNote: string | null;
  /** 'Paused until Dec 6' while every habit counted is paused: their days count against nobody. */
  away: string | null;
}

export interface MemberProgressView {
  rows: MemberProgressRow[];
  /** The button under the list; null when every member fits. */
  toggle: { label: string; expanded: boolean } | null;
}

/** The first MEMBER_PROGRESS_SHOWN members in the server's order, or all of them once expanded. */
export function memberProgressView(
  items: readonly MemberProgressItem[],
  viewerId: string | undefined,
  expanded: boolean,
  range: ProgressRange,
  /** Members away (no check-in for the group's days), by id: the day it runs from. */
  away: ReadonlyMap<string, string> = new Map(),
): MemberProgressView {
  const hidden = items.length - MEMBER_PROGRESS_SHOWN;
  const visible = hidden > 0 && !expanded ? items.slice(0, MEMBER_PROGRESS_SHOWN) : items;
  return {
    rows: visible.map((item) => memberProgressRow(item, viewerId, range, away)),
    toggle:
      hidden > 0
        ? {
            label: expanded ? 'Show fewer' : `View ${counted(hidden, 'more member', 'more members')}`,
            expanded,
          }
        : null,
  };
}

export function memberProgressRow(
  item: MemberProgressItem,
  viewerId: string | undefined,
  range: ProgressRange,
  away: ReadonlyMap<string, string> = new Map(),
): MemberProgressRow {
  const isYou = viewerId !== undefined && item.member._id === viewerId;
  const { stats } = item;
  const figures = rowFigures(stats, isYou ? item.seenByGroup : undefined, rangeDays(range));
  return {
    member: item.member,
    name: item.member.name,
    isYou,
    encourageLabel: isYou ? null : `Encourage ${item.member.name}`,
    completion: figures.completion,
    bar: figures.bar,
    fraction: figures.fraction,
    streak: figures.streak,
    entries: figures.entries,
    habitsTracked: String(stats.habitsTracked),
    privacyNote: figures.privacyNote,
    away: awayText(stats.paused, isYou, away.get(item.member._id) ?? null),
  };
}
