import {
  dashboardSummary,
  firstName,
  greeting,
  type NamedUser,
  NO_HABITS_TEXT,
  NO_HABITS_TITLE,
  type SummaryHabit,
  toDateKey,
} from '@habitat/domain';
import { Flame, Target } from 'lucide-react';
import { useMemo } from 'react';
import type { DashboardData } from '../../widgets/dashboard-data';
import { LiveClock } from './LiveClock';

function hourIn(timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(
    new Date(),
  );
  return Number(hour);
}

/** Spec §2 Dashboard welcome card, all figures from the shared rules in the person's time zone. */
export function WelcomeCard({ data, user }: { data: DashboardData; user: NamedUser | null }) {
  const { habits, history, today, weekStartsOn, timezone } = data;
  const summary = useMemo(() => {
    const summaryHabits: SummaryHabit[] = habits.map((habit) => {
      let firstDay = toDateKey(new Date(habit.createdAt), timezone);
      for (const date of history.get(habit.id)?.keys() ?? []) if (date < firstDay) firstDay = date;
      return { id: habit.id, isActive: habit.isActive, scheduleDays: habit.scheduleDays, firstDay };
    });
    return dashboardSummary({
      habits: summaryHabits,
      recordFor: (habitId) => {
        const days = history.get(habitId);
        return (date) => days?.get(date);
      },
      today,
      weekStartsOn,
    });
  }, [habits, history, today, weekStartsOn, timezone]);
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today}T00:00:00Z`));
  const nothingToday = summary.scheduledToday === 0;

  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <div className="welcome__head">
        <div>
          <h2 id="welcome-title" className="welcome__title">
            {greeting(hourIn(timezone))}, {firstName(user)}!
          </h2>
          <p className="welcome__date">{date}</p>
        </div>
        <LiveClock timeZone={timezone} />
      </div>
      {nothingToday ? (
        <div className="welcome__empty">
          <p className="welcome__lead">{NO_HABITS_TITLE}</p>
          <p className="welcome__text">{NO_HABITS_TEXT}</p>
        </div>
      ) : (
        <div className="welcome__stats">
          <p className="welcome__lead" data-testid="today-summary">
            <strong>
              {summary.completedToday} of {summary.scheduledToday}
            </strong>{' '}
            {summary.completionText}
          </p>
          <dl className="welcome__figures">
            <div>
              <dt>
                <Flame size={16} aria-hidden="true" /> Best streak
              </dt>
              <dd data-testid="best-streak">
                {summary.bestCurrentStreak} {summary.bestCurrentStreak === 1 ? 'day' : 'days'}
              </dd>
            </div>
            <div>
              <dt>
                <Target size={16} aria-hidden="true" /> Weekly goal
              </dt>
              <dd data-testid="weekly-goal">{summary.weeklyGoalPercent}%</dd>
            </div>
          </dl>
          <div
            className="progress"
            role="progressbar"
            aria-label="Today's progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={summary.dailyProgressPercent}
          >
            <div className="progress__bar" style={{ width: `${summary.dailyProgressPercent}%` }} />
          </div>
        </div>
      )}
    </section>
  );
}
