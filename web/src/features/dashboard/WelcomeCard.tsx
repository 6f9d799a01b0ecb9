import { firstName, isScheduled, type NamedUser } from '@habitat/domain';
import { Flame, Target } from 'lucide-react';
import { useMemo } from 'react';
import type { DashboardData } from '../../widgets/dashboard-data';
import { LiveClock } from './LiveClock';
import { figuresFor } from './welcome-figures';
import { greeting, NO_HABITS_TEXT, NO_HABITS_TITLE, summarize } from './welcome-summary';

/** Spec §2 Dashboard welcome card, all figures from the shared rules in the person's time zone. */
export function WelcomeCard({ data, user }: { data: DashboardData; user: NamedUser | null }) {
  const { habits, history, today, weekStartsOn, timezone } = data;
  const summary = useMemo(
    () =>
      summarize(
        habits.map((habit) => figuresFor(habit, history.get(habit.id), today, weekStartsOn, timezone)),
      ),
    [habits, history, today, weekStartsOn, timezone],
  );
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today}T00:00:00Z`));
  const anyScheduled = habits.some((habit) => isScheduled(habit.scheduleDays, today));

  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <div className="welcome__head">
        <div>
          <LiveClock timeZone={timezone}>
            {(hour) => (
              <h2 id="welcome-title" className="welcome__title">
                {greeting(hour)}
                {user ? `, ${firstName(user)}` : ''}!
              </h2>
            )}
          </LiveClock>
          <p className="welcome__date">{date}</p>
        </div>
      </div>
      {!anyScheduled ? (
        <div className="welcome__empty">
          <p className="welcome__lead">{NO_HABITS_TITLE}</p>
          <p className="welcome__text">{NO_HABITS_TEXT}</p>
        </div>
      ) : (
        <div className="welcome__stats">
          {summary.scheduledToday === 0 ? (
            <p className="welcome__lead" data-testid="today-summary">
              Today's habits are skipped. Your streaks are safe.
            </p>
          ) : (
            <p className="welcome__lead" data-testid="today-summary">
              <strong>
                {summary.completedToday} of {summary.scheduledToday}
              </strong>{' '}
              {summary.completionText}
            </p>
          )}
          <dl className="welcome__figures">
            <div>
              <dt>
                <Flame size={16} aria-hidden="true" /> Best streak
              </dt>
              <dd data-testid="best-streak" aria-busy={!data.historyComplete}>
                {data.historyComplete
                  ? `${summary.bestCurrentStreak} ${summary.bestCurrentStreak === 1 ? 'day' : 'days'}`
                  : '…'}
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
