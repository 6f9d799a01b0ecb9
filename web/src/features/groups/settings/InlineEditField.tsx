import { Check, Pencil, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { inlineEditKeyAction } from './inline-edit';

interface InlineEditFieldProps {
  label: string;
  value: string;
  editable: boolean;
  multiline?: boolean;
  maxLength: number;
  placeholder: string;
  /** A blocking problem with the text about to be committed, or null. */
  validate?(text: string): string | null;
  /** An error about the committed value (found at save time). */
  error?: string | undefined;
  onCommit(text: string): void;
}

/**
 * A value shown as text with a pencil; editing swaps in an input with a tick to commit and a cross
 * to cancel (spec §2 Workspace settings). Committing only updates the draft: the server sees it on
 * 'Save Settings'. Focus returns to the pencil afterwards so keyboard users keep their place.
 */
export function InlineEditField(props: InlineEditFieldProps) {
  const {
    label,
    value,
    editable,
    multiline = false,
    maxLength,
    placeholder,
    validate,
    error,
    onCommit,
  } = props;
  const id = useId();
  const field = label.toLowerCase();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) (inputRef.current ?? areaRef.current)?.focus();
    else if (wasEditing.current) pencilRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const start = () => {
    setText(value);
    setProblem(null);
    setEditing(true);
  };
  const cancel = () => {
    setProblem(null);
    setEditing(false);
  };
  const commit = () => {
    const found = validate?.(text) ?? null;
    setProblem(found);
    if (found) {
      (inputRef.current ?? areaRef.current)?.focus();
      return;
    }
    onCommit(text.trim());
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const action = inlineEditKeyAction(
      { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing },
      multiline,
    );
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'commit') commit();
    else cancel();
  };

  const shownError = editing ? problem : (error ?? null);
  const errorId = `${id}-error`;
  const common = {
    id,
    value: text,
    maxLength,
    placeholder,
    className: `input${shownError ? ' input--invalid' : ''}`,
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': shownError ? errorId : undefined,
    onKeyDown,
  } as const;

  return (
    <div className="field inline-edit">
      {editing ? (
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <span className="field__label">{label}</span>
      )}
      {editing ? (
        <div className="inline-edit__row">
          {multiline ? (
            <textarea {...common} ref={areaRef} rows={3} onChange={(event) => setText(event.target.value)} />
          ) : (
            <input {...common} ref={inputRef} type="text" onChange={(event) => setText(event.target.value)} />
          )}
          <div className="inline-edit__actions">
            <button
              type="button"
              className="icon-button inline-edit__commit"
              aria-label={`Save ${field}`}
              title={`Save ${field}`}
              onClick={commit}
            >
              <Check size={18} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Cancel editing"
              title="Cancel editing"
              onClick={cancel}
            >
              <X size={18} aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : (
        <div className="inline-edit__row">
          <p
            className={`inline-edit__value${value ? '' : ' inline-edit__value--empty'}${multiline ? ' inline-edit__value--multiline' : ''}`}
          >
            {value || placeholder}
          </p>
          {editable && (
            <button
              ref={pencilRef}
              type="button"
              className="icon-button"
              aria-label={`Edit ${field}`}
              title={`Edit ${field}`}
              onClick={start}
            >
              <Pencil size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      )}
      {shownError && (
        <p id={errorId} className="field__error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
