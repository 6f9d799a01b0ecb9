import { type BestAndWorst, percent, type WeekdayRate } from '@habitat/domain';

/** Completion by day of the week as bars, with the best and the worst day marked. */

export type WeekdayTone = 'best' | 'worst' | 'plain';

export interface WeekdayBar {
  x: number;
  /** Percent; null for a weekday with nothing due, which gets no bar. */
  y: number | null;
  label: string;
  tone: WeekdayTone;
}

export const WEEKDAY_TONE_COLORS: Readonly<Record<WeekdayTone, string>> = {
  best: 'var(--success)',
  worst: 'var(--danger)',
  plain: 'var(--primary)',
};

export function buildWeekdayBars(rates: readonly WeekdayRate[], extremes: BestAndWorst): WeekdayBar[] {
  return rates.map((rate, index) => ({
    x: index + 1,
    y: rate.rate === null ? null : Math.round(rate.rate * 100),
    label: rate.short,
    tone:
      rate.weekday === extremes.best?.weekday
        ? 'best'
        : rate.weekday === extremes.worst?.weekday
          ? 'worst'
          : 'plain',
  }));
}

/** 'Best: Tuesday 86%' and 'Worst: Sunday 40%', each only when there is one. */
export function bestAndWorstTexts(extremes: BestAndWorst): { best: string | null; worst: string | null } {
  return {
    best: extremes.best ? `Best: ${extremes.best.label} ${percent(extremes.best.rate)}` : null,
    worst: extremes.worst ? `Worst: ${extremes.worst.label} ${percent(extremes.worst.rate)}` : null,
  };
}

/** The bars' text alternative: 'Completion by day of the week: Monday 80%, Tuesday 86%, …'. */
export function weekdaySummary(rates: readonly WeekdayRate[]): string {
  return `Completion by day of the week: ${rates.map((rate) => `${rate.label} ${rate.rate === null ? 'nothing due' : percent(rate.rate)}`).join(', ')}.`;
}
