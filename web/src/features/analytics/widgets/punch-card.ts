import { type CheckInPattern, TIME_BANDS, type TimeBandId } from '@habitat/domain';
import { countOf, weekdayName } from '../analytics-texts';

/** The check-in pattern as a punch card: a row per weekday, a column per part of the day. */

export interface PunchCardCell {
  band: TimeBandId;
  count: number;
  /** 0 for none, else 1–4 relative to the busiest cell, so the peak is always the darkest. */
  level: 0 | 1 | 2 | 3 | 4;
  /** 'Monday morning: 3 check-ins'. */
  label: string;
}

export interface PunchCardRow {
  weekday: number;
  /** 'Mon' */
  short: string;
  cells: PunchCardCell[];
}

export function shadeLevel(count: number, peak: number): PunchCardCell['level'] {
  if (count <= 0 || peak <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / peak) * 4))) as PunchCardCell['level'];
}

export function buildPunchCard(pattern: CheckInPattern): PunchCardRow[] {
  const peak = pattern.peak?.count ?? 0;
  const rows: PunchCardRow[] = [];
  for (const cell of pattern.cells) {
    let row = rows.at(-1);
    if (!row || row.weekday !== cell.weekday) {
      row = { weekday: cell.weekday, short: weekdayName(cell.weekday).slice(0, 3), cells: [] };
      rows.push(row);
    }
    const band = TIME_BANDS.find((item) => item.id === cell.band);
    row.cells.push({
      band: cell.band,
      count: cell.count,
      level: shadeLevel(cell.count, peak),
      label: `${weekdayName(cell.weekday)} ${band?.label.toLowerCase() ?? cell.band}: ${countOf(cell.count, 'check-in')}`,
    });
  }
  return rows;
}

/** The column headings, each with the hours its part of the day covers ('Night', '00–06'). */
export function bandHeadings(): { id: TimeBandId; label: string; hours: string }[] {
  const hour = (value: number) => String(value).padStart(2, '0');
  return TIME_BANDS.map((band) => ({
    id: band.id,
    label: band.label,
    hours: `${hour(band.from)}–${hour(band.to)}`,
  }));
}
