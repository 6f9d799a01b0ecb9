import { MoreHorizontal } from 'lucide-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import './action-menu.css';

export interface ActionMenuItem {
  /** What the item says. */
  text: string;
  /** Its accessible name when the text alone would be ambiguous in a list of many menus. */
  label?: string;
  icon?: ReactNode;
  /** A toggle (skip today): announced as checked or not. */
  checked?: boolean;
  onSelect(): void;
}

interface ActionMenuProps {
  /** The trigger's accessible name ("More actions for Read"). */
  label: string;
  /** Shown at the top of the menu: the full name of what it acts on, however long. */
  title: string;
  items: readonly ActionMenuItem[];
}

/** Room kept between the trigger and the menu, and between the menu and the window's edge. */
const GAP = 4;
/** Where the menu is a bottom sheet (action-menu.css). */
const SHEET_MEDIA = '(max-width: 768px)';

/**
 * The secondary actions of one thing (a habit's skip and edit), behind a ⋯ button. On a phone it
 * opens as a sheet from the bottom edge, in reach of the thumb; on a desk as a menu under its
 * button. It renders at the end of the page, so no scrolling card clips it. Arrow keys move
 * between items, Escape and Tab close it and focus returns to the button.
 */
export function ActionMenu({ label, title, items }: ActionMenuProps) {
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [flip, setFlip] = useState(false);
  const titleId = useId();
  const open = anchor !== null;

  const close = useCallback((refocus: boolean) => {
    // Focus left inside the menu would fall to the page's body when the menu goes.
    const focusInside = menu.current?.contains(document.activeElement) ?? false;
    setAnchor(null);
    setFlip(false);
    if (refocus || focusInside) trigger.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open || !menu.current || !anchor) return;
    menu.current.querySelector<HTMLElement>('[role^="menuitem"]')?.focus({ preventScroll: true });
    const { height } = menu.current.getBoundingClientRect();
    setFlip(anchor.bottom + GAP + height > window.innerHeight && anchor.top - GAP - height > 0);
  }, [open, anchor]);

  useEffect(() => {
    // The desk menu hangs under its button, so it goes when the page moves under it. The phone's
    // sheet stays: a tap on ⋯ that closes the on-screen keyboard resizes the window as it opens.
    // Only a move of the button itself counts: a scroll event from elsewhere (a list scrolling
    // inside its card, one still on its way from before the menu opened) leaves it where it is.
    if (!anchor || window.matchMedia(SHEET_MEDIA).matches) return;
    const dismiss = () => {
      const now = trigger.current?.getBoundingClientRect();
      if (!now || Math.abs(now.top - anchor.top) > 1 || Math.abs(now.left - anchor.left) > 1) close(false);
    };
    window.addEventListener('resize', dismiss);
    window.addEventListener('scroll', dismiss, true);
    return () => {
      window.removeEventListener('resize', dismiss);
      window.removeEventListener('scroll', dismiss, true);
    };
  }, [anchor, close]);

  const onMenuKey = (event: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? entries[0] : entries.at(-1))?.focus();
    }
  };

  // Where the desk menu sits: under the button, right edges aligned, or above it when there is no
  // room below. Custom properties, so the phone's sheet can ignore them.
  const position = anchor
    ? ({
        '--menu-right': `${Math.max(GAP, window.innerWidth - anchor.right)}px`,
        [flip ? '--menu-bottom' : '--menu-top']: flip
          ? `${window.innerHeight - anchor.top + GAP}px`
          : `${anchor.bottom + GAP}px`,
      } as CSSProperties)
    : undefined;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button action-menu__trigger"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => (open ? close(true) : setAnchor(trigger.current?.getBoundingClientRect() ?? null))}
      >
        <MoreHorizontal size={20} aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div className="action-menu-layer">
            <button
              type="button"
              className="action-menu-layer__backdrop"
              aria-label="Close menu"
              tabIndex={-1}
              onClick={() => close(true)}
            />
            <div
              ref={menu}
              role="menu"
              aria-labelledby={titleId}
              className="action-menu"
              style={position}
              tabIndex={-1}
              onKeyDown={onMenuKey}
            >
              <p id={titleId} className="action-menu__title">
                {title}
              </p>
              {items.map((item) => {
                const select = () => {
                  close(true);
                  item.onSelect();
                };
                const content = (
                  <>
                    {item.icon}
                    <span>{item.text}</span>
                  </>
                );
                return item.checked === undefined ? (
                  <button
                    key={item.text}
                    type="button"
                    role="menuitem"
                    aria-label={item.label}
                    className="action-menu__item"
                    onClick={select}
                  >
                    {content}
                  </button>
                ) : (
                  <button
                    key={item.text}
                    type="button"
                    role="menuitemcheckbox"
                    aria-checked={item.checked}
                    aria-label={item.label}
                    className="action-menu__item"
                    onClick={select}
                  >
                    {content}
                  </button>
                );
              })}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
