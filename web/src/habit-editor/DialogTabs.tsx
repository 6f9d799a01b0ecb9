import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface DialogTabsProps<Id extends string> {
  label: string;
  tabs: readonly TabItem<Id>[];
  active: Id;
  onSelect(id: Id): void;
  idFor(kind: 'tab' | 'panel', id: Id): string;
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * An ARIA tablist (WAI-ARIA APG "Tabs, automatic activation"): one tab stop, arrow keys, Home and
 * End move between tabs and show their panel at once, as each panel is cheap to show.
 */
export function DialogTabs<Id extends string>({ label, tabs, active, onSelect, idFor }: DialogTabsProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    const target = move(
      tabs.findIndex((tab) => tab.id === active),
      tabs.length,
    );
    const next = tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className="habit-dialog__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={idFor('tab', tab.id)}
            aria-selected={selected}
            aria-controls={idFor('panel', tab.id)}
            tabIndex={selected ? 0 : -1}
            className={`habit-dialog__tab${selected ? ' habit-dialog__tab--active' : ''}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The panels of a DialogTabs list. Every panel exists for its tab's aria-controls; only the open one
 * is filled, so a modal's focus trap and a form's radio groups see the visible controls alone.
 */
export function TabPanels<Id extends string>({
  tabs,
  active,
  idFor,
  render,
}: {
  tabs: readonly TabItem<Id>[];
  active: Id;
  idFor(kind: 'tab' | 'panel', id: Id): string;
  render(id: Id): ReactNode;
}) {
  return tabs.map((item) => (
    <div
      key={item.id}
      role="tabpanel"
      id={idFor('panel', item.id)}
      aria-labelledby={idFor('tab', item.id)}
      hidden={item.id !== active}
      className="habit-dialog__panel"
    >
      {item.id === active && render(item.id)}
    </div>
  ));
}
