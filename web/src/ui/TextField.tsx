import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useId, useState } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password';
  multiline?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  placeholder?: string;
  maxLength?: number;
  /** Shown and sent, but not editable (an invited address). */
  readOnly?: boolean;
  /** A line under the field that explains it, read with it. */
  hint?: string;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  multiline,
  required,
  hint,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const [revealed, setRevealed] = useState(false);
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `input${error ? ' input--invalid' : ''}`,
  } as const;

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} {...rest} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : type === 'password' ? (
        <div className="input-with-action">
          <input
            {...common}
            {...rest}
            type={revealed ? 'text' : 'password'}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="input-action"
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
            onClick={() => setRevealed((current) => !current)}
          >
            {revealed ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
      ) : (
        <input {...common} {...rest} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
