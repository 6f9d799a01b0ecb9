import { SHARE_LEVEL_INFO, type ShareProgress } from '@habitat/domain';
import { useId } from 'react';
import { SHARE_LEVEL_ORDER } from './habit-privacy';

interface ShareLevelChoiceProps {
  value: ShareProgress;
  disabled: boolean;
  onChange(level: ShareProgress): void;
}

/** The four-way share level (spec §2): native radios, so arrow keys move between them. */
export function ShareLevelChoice({ value, disabled, onChange }: ShareLevelChoiceProps) {
  const id = useId();
  return (
    <fieldset className="habit-privacy__card habit-privacy__fieldset" disabled={disabled}>
      <legend className="habit-privacy__legend">Share Progress Level</legend>
      <p className="habit-privacy__hint">What other members of the group see of this habit.</p>
      <div className="habit-privacy__levels">
        {SHARE_LEVEL_ORDER.map((level) => {
          const info = SHARE_LEVEL_INFO[level];
          const descriptionId = `${id}-${level}-description`;
          return (
            <label key={level} className="habit-privacy__level">
              <input
                type="radio"
                name={`${id}-share-level`}
                value={level}
                checked={value === level}
                aria-describedby={descriptionId}
                onChange={() => onChange(level)}
              />
              <span className="habit-privacy__level-text">
                <span className="habit-privacy__level-label">{info.label}</span>
                <span id={descriptionId} className="habit-privacy__level-description">
                  {info.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
