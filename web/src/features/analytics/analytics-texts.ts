import {
  ALL_CATEGORIES,
  type AnalyticsRange,
  type DateKey,
  dayOfWeek,
  describeCorrelation,
  type HabitCorrelation,
  MIN_CORRELATION_DAYS,
  type PatternCell,
  rangeDays,
  TIME_BANDS,
  WEEKDAY_NAMES,
} from '@habitat/domain';

/** The words of the analytics page, kept out of the components so they can be tested and reused. */

export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  rangeLabel: 'Time Range',
  welcomeTitle: 'Welcome to Your Analytics Dashboard!',
  welcomeText:
    'Add a habit and check in on it: your trends, streaks and patterns appear here as the days go by.',
  addFirstHabit: 'Add Your First Habit',
  loading: 'Loading...',
  noHabits: 'No habits yet. Add one to see its figures here.',
  noCheckIns: 'No check-ins in this range yet',
  needTwoHabits: 'Correlations need at least two habits.',
  tooLittleCorrelationData: `Not enough data yet: correlations need at least ${MIN_CORRELATION_DAYS} days on which both habits were due. Keep logging, or pick a longer time range.`,
  nothingDueYear: 'Nothing was due in the past year yet.',
} as const;

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[((weekday % 7) + 7) % 7] ?? '';
}

/** 'Mon 3 Nov 2026'. */
export function dayLabel(date: DateKey): string {
  const weekday = weekdayName(dayOfWeek(date)).slice(0, 3);
  const month = MONTH_SHORT[Number(date.slice(5, 7)) - 1] ?? '';
  return `${weekday} ${Number(date.slice(8, 10))} ${month} ${date.slice(0, 4)}`;
}

/** 'Nothing was due in the last 7 days.' */
export function nothingDue(range: AnalyticsRange): string {
  return `Nothing was due in the last ${rangeDays(range)} days.`;
}

/** A rate difference (0.12) as whole percentage points (12). */
export function changePoints(change: number): number {
  // `|| 0` turns −0 into 0, so a tiny drop never reads '▼ 0 pts'.
  return Math.round(change * 100) || 0;
}

/** '▲ 12 pts', '▼ 5 pts' or 'No change'; empty when there is nothing to compare. */
export function changeLabel(change: number | null): string {
  if (change === null) return '';
  const points = changePoints(change);
  if (points === 0) return 'No change';
  const size = Math.abs(points);
  return `${points > 0 ? '▲' : '▼'} ${size} ${size === 1 ? 'pt' : 'pts'}`;
}

/** The same change for a screen reader: 'up 12 points on the first half of the range'. */
export function changeSentence(change: number | null): string {
  if (change === null) return '';
  const points = changePoints(change);
  if (points === 0) return 'the same as the first half of the range';
  const unit = Math.abs(points) === 1 ? 'point' : 'points';
  return `${points > 0 ? 'up' : 'down'} ${Math.abs(points)} ${unit} on the first half of the range`;
}

export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'You check in most on Monday mornings'. */
export function peakSentence(peak: Pick<PatternCell, 'weekday' | 'band'>): string {
  const band = TIME_BANDS.find((item) => item.id === peak.band);
  const part = band ? `${band.label.toLowerCase()}s` : peak.band;
  return `You check in most on ${weekdayName(peak.weekday)} ${part}`;
}

/** 'Run & Read — Often done on the same days (strong link) · 0.62 · 45 days'. */
export function correlationLine(pair: HabitCorrelation): string {
  return `${pair.a.name} & ${pair.b.name} — ${correlationDetail(pair)}`;
}

/**
 * The part after the names: the domain's sentence (direction and strength), the coefficient, and the
 * number of days it rests on, so a figure drawn from two weeks is not mistaken for one from months.
 */
export function correlationDetail(pair: HabitCorrelation): string {
  return `${describeCorrelation(pair)} · ${pair.coefficient.toFixed(2)} · ${countOf(pair.days, 'day')}`;
}

/** 'All categories' for the catch-all, else the category with a capital: 'Health'. */
export function categoryLabel(category: string): string {
  if (category === ALL_CATEGORIES) return 'All categories';
  return category.charAt(0).toUpperCase() + category.slice(1);
}
