import { ServedDataProvider } from '../api/ServedDataProvider';
import { PushUpkeep } from '../push/PushUpkeep';
import { ReminderScheduler } from '../reminders/ReminderScheduler';
import { AccountOnly } from '../session/AccountOnly';
import { RequireAuth } from '../session/guards';
import { SyncProvider } from '../sync/SyncProvider';
import { UpdatePrompt } from '../sync/UpdatePrompt';
import { WhenIdle } from '../ui/WhenIdle';
import { AppShell } from './shell/AppShell';

/**
 * Everything /app needs around its pages, in one module: the build makes it (with the dashboard)
 * one chunk, so a phone fetches the app in one request rather than fifty (build/route-chunks.ts).
 */
export function AppRoute() {
  return (
    <RequireAuth>
      <ServedDataProvider>
        <SyncProvider>
          <UpdatePrompt />
          {/* Its reads of habits and today's check-ins wait for the first screen to be up. */}
          <WhenIdle>
            <ReminderScheduler />
          </WhenIdle>
          <AccountOnly>
            <PushUpkeep />
          </AccountOnly>
          <AppShell />
        </SyncProvider>
      </ServedDataProvider>
    </RequireAuth>
  );
}

export { AppRoute as Component };
