import {
  currentZoneName,
  deviceTimeZone,
  knownTimeZones,
  sameTimeZone,
  searchTimeZones,
  TIMEZONE_OPTIONS,
  zoneChoice,
  zoneLabel,
} from '@habitat/domain';
import { Check, MapPin, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Modal } from '../../../ui/Modal';

/** How many matches are drawn at once: the full list is over 400 zones. */
const SHOWN = 60;

/**
 * Settings → Timezone: every zone the device knows, found by city, region or offset, with the
 * device's own zone offered first.
 */
export function TimeZoneDialog({
  current,
  onChoose,
  onClose,
}: {
  current: string;
  onChoose(zone: string): void;
  onClose(): void;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [now] = useState(() => Date.now());
  const choices = useMemo(() => knownTimeZones(TIMEZONE_OPTIONS).map((zone) => zoneChoice(zone, now)), [now]);
  const matches = useMemo(() => searchTimeZones(choices, query), [choices, query]);
  const device = deviceTimeZone();
  const pick = (zone: string) => {
    onChoose(zone);
    onClose();
  };

  return (
    <Modal title="Timezone" size="sm" onClose={onClose}>
      <div className="zone-dialog">
        {device && !sameTimeZone(device, current) && (
          <button
            type="button"
            className="button button--outline zone-dialog__device"
            onClick={() => pick(device)}
          >
            <MapPin size={16} aria-hidden="true" />
            <span>
              Use this device's time zone: <strong>{zoneLabel(device, now)}</strong>
            </span>
          </button>
        )}
        <label htmlFor={searchId} className="field__label">
          Search by city, region or UTC offset
        </label>
        <div className="zone-dialog__search">
          <Search size={16} aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder="e.g. Lisbon, Kolkata, UTC+10"
            value={query}
            autoComplete="off"
            data-autofocus
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className="settings-muted" role="status" aria-live="polite">
          {matches.length === 0
            ? 'No time zone matches.'
            : matches.length > SHOWN
              ? `${matches.length} time zones: showing the first ${SHOWN}. Type to narrow them down.`
              : `${matches.length} time zone${matches.length === 1 ? '' : 's'}`}
        </p>
        <ul className="zone-dialog__list" aria-label="Time zones">
          {matches.slice(0, SHOWN).map((choice) => {
            const selected = sameTimeZone(choice.zone, current);
            return (
              <li key={choice.zone}>
                <button
                  type="button"
                  className="zone-dialog__option"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => pick(choice.zone)}
                >
                  <span className="zone-dialog__city">
                    {choice.city}
                    {choice.region && <span className="zone-dialog__region"> {choice.region}</span>}
                  </span>
                  <span className="zone-dialog__offset">{choice.offset}</span>
                  {selected && <Check size={16} aria-label="Current" />}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="settings-muted">Current: {zoneLabel(currentZoneName(current), now)}</p>
      </div>
    </Modal>
  );
}
