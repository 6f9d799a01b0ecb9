import type { UpcomingFeature } from './settings-texts';

/** Features announced but not built, each with the quarter it is planned for. */
export function UpcomingFeatures({ features }: { features: readonly UpcomingFeature[] }) {
  return (
    <section className="settings-upcoming" aria-label="Upcoming features">
      <h3 className="settings-subtitle">Upcoming features</h3>
      <ul className="settings-upcoming__list">
        {features.map((feature) => (
          <li key={feature.name} className="settings-upcoming__item">
            <span>{feature.name}</span>
            <span className="badge">{feature.quarter}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
