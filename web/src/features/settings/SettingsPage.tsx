import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DialogPortal } from '../../ui/DialogPortal';
import { usePageTitle } from '../../ui/page-title';
import { PageToast, usePageToast } from '../../ui/page-toast/PageToast';
import { useWidgetDashboard, type WidgetDashboard } from '../../widgets/useWidgetDashboard';
import { WidgetBoard } from '../../widgets/WidgetBoard';
import { ImportDataDialog } from './import/ImportDataDialog';
import type { Option } from './preference-options';
import { SavingIndicator } from './SavingIndicator';
import { SelectField } from './SelectField';
import { FilteredSettingsWidget, SettingsWidget } from './SettingsWidget';
import { SettingsContext, type SettingsPageContext } from './settings-context';
import {
  ALL_SETTINGS,
  normalizeSettingsFilter,
  SETTINGS_CATALOGUE,
  SETTINGS_FILTER_KEY,
  SETTINGS_FILTERS,
  SETTINGS_LAYOUT_KEY,
  SETTINGS_WIDGETS,
  type SettingsFilter,
  settingsWidgetsIn,
} from './settings-layout';
import { SETTINGS_TEXTS } from './settings-texts';
import { usePreferenceSaver } from './usePreferenceSaver';
import './settings.css';

const FILTER_OPTIONS: readonly Option<SettingsFilter>[] = SETTINGS_FILTERS.map((value) => ({
  value,
  label: value,
}));

/**
 * Spec §2 Settings: a widget grid of the person's settings, arranged like the dashboard and stored
 * as their synced layout, with a category filter, a toast at the bottom centre and a 'Saving
 * settings...' line while a change is on its way.
 */
export function SettingsPage() {
  usePageTitle(SETTINGS_TEXTS.title);
  const board = useWidgetDashboard(SETTINGS_LAYOUT_KEY, SETTINGS_CATALOGUE);
  const filter = normalizeSettingsFilter(board.filters[SETTINGS_FILTER_KEY]);
  const { toast, show: notify, dismiss } = usePageToast();
  const preferences = usePreferenceSaver(notify);
  const [serverSaves, setServerSaves] = useState(0);
  const onServerSave = useCallback((busy: boolean) => setServerSaves((count) => count + (busy ? 1 : -1)), []);
  // The dashboard's first run links here to bring a history over from Loop (?open=import).
  const [params, setParams] = useSearchParams();
  const importing = params.get('open') === 'import';
  const context = useMemo<SettingsPageContext>(
    () => ({ notify, preferences, onServerSave }),
    [notify, preferences, onServerSave],
  );

  return (
    <section className="page settings">
      <header className="page__header settings__header">
        <h1 className="page__title">{SETTINGS_TEXTS.title}</h1>
        <SavingIndicator state={serverSaves > 0 ? 'saving' : preferences.indicator} />
        <div className="settings__filter">
          <SelectField
            label="Category"
            value={filter}
            options={FILTER_OPTIONS}
            onChange={(value) => board.saveFilter(SETTINGS_FILTER_KEY, value)}
          />
        </div>
      </header>
      <SettingsContext.Provider value={context}>
        {board.ready &&
          (filter === ALL_SETTINGS ? (
            <SettingsGrid board={board} />
          ) : (
            <FilteredSettings board={board} filter={filter} />
          ))}
      </SettingsContext.Provider>
      <PageToast toast={toast} onDismiss={dismiss} testId="settings-toast" filled longerErrors />
      {importing && (
        <DialogPortal>
          <ImportDataDialog onClose={() => setParams({}, { replace: true })} />
        </DialogPortal>
      )}
    </section>
  );
}

function SettingsGrid({ board }: { board: WidgetDashboard }) {
  return (
    <WidgetBoard
      board={board}
      available={SETTINGS_WIDGETS}
      renderWidget={(type, breakpoint) => (
        <SettingsWidget type={type} breakpoint={breakpoint} board={board} />
      )}
    />
  );
}

function FilteredSettings({ board, filter }: { board: WidgetDashboard; filter: SettingsFilter }) {
  const shown = settingsWidgetsIn(board.widgets, filter);
  return (
    <div className="settings-filtered">
      <p className="widget-tip">{SETTINGS_TEXTS.filteredHint}</p>
      {shown.length === 0 ? (
        <p className="empty-state">
          No {filter} settings on this page. Choose All and use Add Widget to bring them back.
        </p>
      ) : (
        <div className="settings-filtered__grid">
          {shown.map((type) => (
            <FilteredSettingsWidget key={type} type={type} />
          ))}
        </div>
      )}
    </div>
  );
}

export { SettingsPage as Component };
