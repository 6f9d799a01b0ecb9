import type { ReactNode } from 'react';
import { useAuth } from '../../session/AuthProvider';
import { NeedsAccount } from '../../session/NeedsAccount';
import type { WidgetDashboard } from '../../widgets/useWidgetDashboard';
import { WidgetCell } from '../../widgets/WidgetCell';
import { WidgetErrorBoundary } from '../../widgets/WidgetErrorBoundary';
import { widgetInfo } from '../../widgets/widget-catalogue';
import type { Breakpoint } from '../../widgets/widget-grid';
import { SETTINGS_CATALOGUE } from './settings-layout';
import { AppearanceWidget } from './widgets/AppearanceWidget';
import { DataManagementWidget } from './widgets/DataManagementWidget';
import { DeviceOnlyDataWidget } from './widgets/DeviceOnlyDataWidget';
import { HelpSupportWidget } from './widgets/HelpSupportWidget';
import { NotificationsWidget } from './widgets/NotificationsWidget';
import { PrivacySecurityWidget } from './widgets/PrivacySecurityWidget';
import { ProfileAccountWidget } from './widgets/ProfileAccountWidget';

/**
 * Without an account the local settings work as ever; the ones that live on the server say they
 * need an account, with the way to one that keeps this device's habits.
 */
function deviceOnlyBody(type: string): ReactNode {
  switch (type) {
    case 'notifications':
      return (
        <NeedsAccount title="Email and push need an account" inline>
          Weekly emails and push notifications are sent by our server. Habit reminders work on this device.
        </NeedsAccount>
      );
    case 'privacy-security':
      return (
        <NeedsAccount title="Sharing needs an account" inline>
          Nothing is shared: your habits are on this device only.
        </NeedsAccount>
      );
    case 'data-management':
      return <DeviceOnlyDataWidget />;
  }
  return null;
}

function WidgetBody({ type }: { type: string }) {
  const { status } = useAuth();
  return (status === 'deviceOnly' && deviceOnlyBody(type)) || widgetBody(type);
}

function widgetBody(type: string): ReactNode {
  switch (type) {
    case 'profile-account':
      return <ProfileAccountWidget />;
    case 'notifications':
      return <NotificationsWidget />;
    case 'privacy-security':
      return <PrivacySecurityWidget />;
    case 'appearance':
      return <AppearanceWidget />;
    case 'data-management':
      return <DataManagementWidget />;
    case 'help-support':
      return <HelpSupportWidget />;
  }
  return <p className="widget-error__title">Unknown widget type</p>;
}

function widgetTitle(type: string): string {
  return widgetInfo(type, SETTINGS_CATALOGUE)?.title ?? type;
}

/** One cell of the settings grid: the widget in its frame, with the board's edit controls. */
export function SettingsWidget({
  type,
  breakpoint,
  board,
}: {
  type: string;
  breakpoint: Breakpoint;
  board: WidgetDashboard;
}) {
  return (
    <WidgetCell type={type} title={widgetTitle(type)} breakpoint={breakpoint} board={board}>
      <WidgetBody type={type} />
    </WidgetCell>
  );
}

/**
 * A widget as the category filter shows it: the same card without the arranging controls, since a
 * filtered view leaves out the other widgets and so cannot place anything among them.
 */
export function FilteredSettingsWidget({ type }: { type: string }) {
  const title = widgetTitle(type);
  return (
    <section className="widget settings-filtered__widget" aria-label={title} data-widget={type}>
      <header className="widget__header">
        <h2 className="widget__title">{title}</h2>
      </header>
      <div className="widget__body">
        <WidgetErrorBoundary title="Widget Error" detail={type}>
          <WidgetBody type={type} />
        </WidgetErrorBoundary>
      </div>
    </section>
  );
}
