import { type DateKey, firstName, isDueOn, isScheduled, type NamedUser } from '@habitat/domain';
import { Flame, Target } from 'lucide-react';
import { useMemo } from 'react';
import type { DashboardData } from '../../widgets/dashboard-data';
import { LiveClock } from './LiveClock';
import { figuresFor } from './welcome-figures';
import { greeting, NO_HABITS_TEXT, NO_HABITS_TITLE, summarize } from './welcome-summary';

let dayFormatter: Intl.DateTimeFormat | undefined;
/** 'Saturday 28 November', made once: a formatter costs milliseconds to build on a phone. */
function dayFormat(): Intl.DateTimeFormat {
  dayFormatter ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return dayFormatter;
}

/** When the numbers are not in yet: the day the header shows, in the person's time zone. */
export interface WelcomeDay {
  today: DateKey;
  timezone: string;
}

/**
 * Spec §2 Dashboard welcome card, made a compact header (issue 27: the list of today's habits
 * must start near the top): the greeting with the time to the minute and the date on one line,
 * then "3 of 10 done", the best streak and the week's goal, over a thin progress bar. All numbers
 * come from the shared rules in the person's time zone. The greeting and the date need no habit,
 * so they show at once; the numbers join them when this week's check-ins are read.
 */
export function WelcomeCard({
  data,
  day,
  user,
}: {
  data: DashboardData | undefined;
  day: WelcomeDay;
  user: NamedUser | null;
}) {
  const { today, timezone } = data ?? day;
  const date = dayFormat().format(new Date(`${today}T00:00:00Z`));

  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <LiveClock timeZone={timezone}>
        {(hour, time) => (
          <div className="welcome__head">
            <h2 id="welcome-title" className="welcome__title">
              {greeting(hour)}
              {user ? `, ${firstName(user)}` : ''}!
            </h2>
            <p className="welcome__date">
              {time} · {date}
            </p>
          </div>
        )}
      </LiveClock>
      {data ? <WelcomeFigures data={data} /> : <div className="welcome__pending" />}
    </section>
  );
}

/** The day's numbers under the greeting. */
function WelcomeFigures({ data }: { data: DashboardData }) {
  const { habits, history, today, weekStartsOn, timezone } = data;
  const summary = useMemo(
    () =>
      summarize(
        habits.map((habit) => figuresFor(habit, history.get(habit.id), today, weekStartsOn, timezone)),
      ),
    [habits, history, today, weekStartsOn, timezone],
  );
  const scheduled = habits.filter((habit) => isScheduled(habit.scheduleDays, today));
  const anyScheduled = scheduled.length > 0;
  const paused = scheduled.filter((habit) => !isDueOn(habit, today)).length;
  // Nothing left to do today: skipped, paused (issue 30), or both.
  const restWord = paused === 0 ? 'skipped' : paused === scheduled.length ? 'paused' : 'skipped or paused';
  const allDone = summary.scheduledToday > 0 && summary.completedToday >= summary.scheduledToday;

  return (
    <>
      {!anyScheduled ? (
        <div className="welcome__empty">
          <p className="welcome__lead">{NO_HABITS_TITLE}</p>
          <p className="welcome__text">{NO_HABITS_TEXT}</p>
        </div>
      ) : (
        <div className="welcome__stats">
          <div className="welcome__line">
            {summary.scheduledToday === 0 ? (
              <p className="welcome__lead" data-testid="today-summary">
                Today's habits are {restWord}. Your streaks are safe.
              </p>
            ) : (
              <p className="welcome__lead" data-testid="today-summary">
                {summary.completedToday} of {summary.scheduledToday} done{allDone ? ' 🎉' : ''}
              </p>
            )}
            <dl className="welcome__figures">
              <div title="Best current streak">
                <dt>
                  <Flame size={14} aria-hidden="true" />
                  <span className="visually-hidden">Best streak</span>
                </dt>
                <dd data-testid="best-streak" aria-busy={!data.historyComplete}>
                  {data.historyComplete
                    ? `${summary.bestCurrentStreak} ${summary.bestCurrentStreak === 1 ? 'day' : 'days'}`
                    : '…'}
                </dd>
              </div>
              <div title="This week's goal">
                <dt>
                  <Target size={14} aria-hidden="true" />
                  <span className="visually-hidden">Weekly goal</span>
                </dt>
                <dd data-testid="weekly-goal">{summary.weeklyGoalPercent}%</dd>
              </div>
            </dl>
          </div>
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
    </>
  );
}
