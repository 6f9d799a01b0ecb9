import { CAROUSEL_ADVANCE_MS } from '@habitat/domain';
import { BarChart3, ListChecks, PlusCircle, Users } from 'lucide-react';
import { useEffect, useState } from 'react';

export const STEPS = [
  {
    icon: PlusCircle,
    title: 'Create',
    text: 'Add a habit with its schedule, target and reminder in a few taps.',
  },
  {
    icon: ListChecks,
    title: 'Track',
    text: 'Check in with one click, or log a whole day at once, online or offline.',
  },
  {
    icon: BarChart3,
    title: 'Discover Insights',
    text: 'See streaks, trends and which habits tend to happen together.',
  },
  {
    icon: Users,
    title: 'Build Together',
    text: 'Invite friends, family or your team and keep each other going.',
  },
];

/** The four steps, advancing every 4 seconds (spec §9); choosing a step restarts the timer. */
export function HowItWorksCarousel() {
  const [active, setActive] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of step, automatic or chosen, restarts the 4 s wait
  useEffect(() => {
    const timer = setTimeout(() => setActive((current) => (current + 1) % STEPS.length), CAROUSEL_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  return (
    <div className="carousel">
      <ol className="carousel__steps">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className={`carousel__step${index === active ? ' carousel__step--active' : ''}`}
            aria-current={index === active ? 'step' : undefined}
            data-testid="carousel-step"
          >
            <span className="carousel__number">{index + 1}</span>
            <Icon size={28} aria-hidden="true" />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
      <div className="carousel__dots">
        {STEPS.map(({ title }, index) => (
          <button
            key={title}
            type="button"
            className={`carousel__dot${index === active ? ' carousel__dot--active' : ''}`}
            aria-label={`Show step ${index + 1}: ${title}`}
            aria-pressed={index === active}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </div>
  );
}
