import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import type { Nudge } from './widget-placement';

interface WidgetFrameProps {
  type: string;
  title: string;
  editing: boolean;
  onToggleEdit(): void;
  onRemove(): void;
  /** Keyboard moving and resizing: the pointer drags the handle, the keyboard uses arrows on it. */
  onMove(nudge: Nudge): void;
  /**
   * Set when widgets stand one under another (a phone): it moves by up and down buttons, as a
   * thumb cannot drag, and cannot go up from the top or down from the bottom.
   */
  stacked?: { first: boolean; last: boolean };
  /** Extra controls in the header, such as a chart's filters. */
  actions?: ReactNode;
  /**
   * False hides the pencil and the trash: on a phone they show only while the board is being
   * arranged (issue 27), as a widget's own controls are noise on the screen of today's habits.
   */
  chrome?: boolean;
  /**
   * False draws no header bar at all (its title stays for screen readers): the phone's Today list
   * starts right under the page's header, as in Loop. Only ever false outside edit mode.
   */
  header?: boolean;
  children: ReactNode;
}

/** A stacked widget's two moves, each off at its end of the stack. */
const MOVES = [
  { nudge: 'up', Icon: ArrowUp, disabled: (place: { first: boolean }) => place.first },
  { nudge: 'down', Icon: ArrowDown, disabled: (place: { last: boolean }) => place.last },
] as const;

/** Arrow keys move; with Shift they resize. */
const NUDGES: Record<string, [Nudge, Nudge]> = {
  ArrowLeft: ['left', 'narrower'],
  ArrowRight: ['right', 'wider'],
  ArrowUp: ['up', 'shorter'],
  ArrowDown: ['down', 'taller'],
};

/** A widget's card: title, edit pencil, delete, and in edit mode the handle that drags it. */
export function WidgetFrame({
  type,
  title,
  editing,
  onToggleEdit,
  onRemove,
  onMove,
  stacked,
  actions,
  chrome = true,
  header = true,
  children,
}: WidgetFrameProps) {
  // Moving a widget down moves its card in the page, and focus falls out of the moved button to the
  // page's body. It is put back once the card has moved, unless the person has gone elsewhere.
  const movedFrom = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const button = movedFrom.current;
    if (!button) return;
    if (document.activeElement === button) return;
    if (button.isConnected && (document.activeElement === document.body || document.activeElement === null)) {
      // At the top or the bottom now, the arrow it was is off: its other arrow takes the focus.
      const target = button.disabled
        ? button.parentElement?.querySelector<HTMLButtonElement>('button[aria-label^="Move"]:not(:disabled)')
        : button;
      target?.focus();
    }
    movedFrom.current = null;
  });
  const moveBy = (nudge: 'up' | 'down', button: HTMLButtonElement) => {
    movedFrom.current = button;
    onMove(nudge);
  };

  const onHandleKey = (event: KeyboardEvent) => {
    const nudges = NUDGES[event.key];
    if (!nudges) return;
    event.preventDefault();
    onMove(event.shiftKey ? nudges[1] : nudges[0]);
  };
  return (
    <section className={`widget${editing ? ' widget--editing' : ''}`} aria-label={title} data-widget={type}>
      {!header && <h2 className="visually-hidden">{title}</h2>}
      {header && (
        <header className="widget__header">
          {editing &&
            stacked &&
            MOVES.map(({ nudge, Icon, disabled }) => (
              <button
                key={nudge}
                type="button"
                className="icon-button"
                aria-label={`Move ${title} widget ${nudge}`}
                disabled={disabled(stacked)}
                onClick={(event) => moveBy(nudge, event.currentTarget)}
              >
                <Icon size={16} aria-hidden="true" />
              </button>
            ))}
          {editing && !stacked && (
            <button
              type="button"
              className="widget__drag-handle icon-button"
              aria-label={`Move ${title} widget`}
              aria-describedby="widget-move-help"
              onKeyDown={onHandleKey}
            >
              <GripVertical size={16} aria-hidden="true" />
            </button>
          )}
          <h2 className="widget__title">{title}</h2>
          {actions && <div className="widget__actions">{actions}</div>}
          {chrome && (
            <>
              <button
                type="button"
                className={`icon-button${editing ? ' icon-button--active' : ''}`}
                aria-label={`Edit ${title} widget`}
                aria-pressed={editing}
                onClick={onToggleEdit}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${title} widget`}
                onClick={onRemove}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </>
          )}
        </header>
      )}
      <div className="widget__body">{children}</div>
    </section>
  );
}
