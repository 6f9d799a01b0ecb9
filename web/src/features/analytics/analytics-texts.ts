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
  SUGGESTION_RULES,
  type Suggestion,
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
  suggestionsNoHabits: 'Suggestions appear here once you have habits and a few weeks of check-ins.',
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
 * number of days it rests on, so a number drawn from two weeks is not mistaken for one from months.
 */
export function correlationDetail(pair: HabitCorrelation): string {
  return `${describeCorrelation(pair)} · ${pair.coefficient.toFixed(2)} · ${countOf(pair.days, 'day')}`;
}

/** 'All categories' for the catch-all, else the category with a capital: 'Health'. */
export function categoryLabel(category: string): string {
  if (category === ALL_CATEGORIES) return 'All categories';
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** 30% (whole percent). */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

export interface SuggestionText {
  title: string;
  detail: string;
}

/**
 * The words of one suggestion (issue 27): a plain claim about the person's own check-ins, with the
 * numbers it rests on, and at most one small idea of what to do with it.
 */
export function suggestionText(suggestion: Suggestion): SuggestionText {
  switch (suggestion.kind) {
    case 'streak-at-risk':
      return {
        title: `Keep your ${suggestion.habit.name} streak`,
        detail: `${countOf(suggestion.streak, 'day')} in a row so far, and it is due today.`,
      };
    case 'weakest-habit': {
      const { habit } = suggestion;
      return {
        title: `${habit.name} needs attention`,
        detail: `Done on ${habit.completed} of ${countOf(habit.due, 'due day')} (${percent(habit.rate)}), your lowest. A smaller goal or another time of day may help.`,
      };
    }
    case 'weekdays':
      return {
        title: `${suggestion.best.label}s are your best day, ${suggestion.weakest.label}s your weakest`,
        detail: `You do ${percent(suggestion.best.rate)} of what is due on ${suggestion.best.label}s and ${percent(suggestion.weakest.rate)} on ${suggestion.weakest.label}s.`,
      };
    case 'habit-pair':
      // Said as what happened together, never as one habit causing the other.
      return {
        title: `${suggestion.lead.name} and ${suggestion.follower.name} are often done on the same days`,
        detail: `${suggestion.follower.name} was done on ${percent(suggestion.withRate)} of the days with ${suggestion.lead.name} and on ${percent(suggestion.withoutRate)} of the days without it (${countOf(suggestion.withDays + suggestion.withoutDays, 'day')} with check-ins).`,
      };
    case 'strongest-habit': {
      const { habit } = suggestion;
      return {
        title: `${habit.name} is your strongest habit`,
        detail: `Done on ${habit.completed} of ${countOf(habit.due, 'due day')} (${percent(habit.rate)}).`,
      };
    }
  }
}

/** Where the suggestions come from: 'From your check-ins over the last 30 days, up to yesterday.' */
export function suggestionsSource(range: AnalyticsRange): string {
  return `From your check-ins over the last ${rangeDays(range)} days, up to yesterday.`;
}

/** How the patterns are kept honest, said under the list (the rules live in packages/domain). */
export const SUGGESTIONS_METHOD =
  'A pattern is named only when it is unlikely to be chance; days with nothing logged are left out of weekdays and habits done together.';

/**
 * Why there is nothing to suggest, so it is never mistaken for "nothing to improve": too little
 * history (in the rules' own numbers), or enough history and no pattern that is more than chance.
 * `daysMeasured` is the suggestions report's own count of days up to yesterday.
 */
export function suggestionsEmpty(range: AnalyticsRange, daysMeasured: number): string {
  const days = rangeDays(range);
  const rules = SUGGESTION_RULES;
  const needs = `Not enough history yet for patterns: they need at least ${rules.minHabitDue} due days per habit, ${rules.minWeekdayDates} of each weekday and ${rules.minPairDaysEachSide * 2} days for habits done together`;
  if (days < rules.minPairDaysEachSide * 2)
    return `${needs}, more than the last ${days} days hold. Choose 30 or 90 days, or keep logging.`;
  if (daysMeasured < rules.minPairDaysEachSide * 2) return `${needs}. Keep logging.`;
  return `No clear pattern in the last ${days} days: no gap between your habits, your weekdays or habits done together is large and steady enough to be more than chance. Keep logging.`;
}
