import { Check } from 'lucide-react';
import { useId } from 'react';
import { colorName } from './habit-style-choices';
import './choices.css';

interface ColourSwatchesProps {
  colors: readonly string[];
  value: string;
  onChange(color: string): void;
  /** The fieldset's class: forms and settings cards space their fields differently. */
  className?: string;
}

/** A 'Colour' radio group of round swatches, each named for screen readers ('Colour Indigo'). */
export function ColourSwatches({ colors, value, onChange, className = 'field' }: ColourSwatchesProps) {
  const id = useId();
  return (
    <fieldset className={className}>
      <legend className="field__label">Colour</legend>
      <div className="choices">
        {colors.map((color) => (
          <label key={color} className="choice" title={`${colorName(color)} ${color}`}>
            <input
              type="radio"
              name={`${id}-color`}
              value={color}
              className="visually-hidden"
              aria-label={`Colour ${colorName(color)}`}
              checked={value.toLowerCase() === color}
              onChange={() => onChange(color)}
            />
            <span className="swatch" style={{ backgroundColor: color }} aria-hidden="true">
              <Check size={16} strokeWidth={3} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
