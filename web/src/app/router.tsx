import { createBrowserRouter, Outlet } from 'react-router';
import { FullPageStatus, RedirectIfAuthenticated, RequireAuth } from './guards';
import { RootLayout } from './RootLayout';
import { NotFoundPage, RouteError } from './RouteError';

// Every screen is its own chunk, so the landing and login pages download only what they show.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageStatus>Loading...</FullPageStatus>,
    children: [
      {
        element: (
          <RedirectIfAuthenticated>
            <Outlet />
          </RedirectIfAuthenticated>
        ),
        children: [
          { path: '/', lazy: () => import('../features/landing/LandingPage') },
          { path: '/login', lazy: () => import('../features/auth/LoginPage') },
          { path: '/auth/callback', lazy: () => import('../features/auth/AuthCallbackPage') },
          { path: '/forgot-password', lazy: () => import('../features/auth/ForgotPasswordPage') },
        ],
      },
      {
        path: '/signup',
        element: (
          <RedirectIfAuthenticated to="/app/dashboard">
            <Outlet />
          </RedirectIfAuthenticated>
        ),
        children: [{ index: true, lazy: () => import('../features/auth/SignupPage') }],
      },
      { path: '/invite/:token', lazy: () => import('../features/invitations/InvitationPage') },
      // Open signed in too: a reset link works whoever this device is signed in as.
      { path: '/reset-password/:token', lazy: () => import('../features/auth/ResetPasswordPage') },
      {
        path: '/app',
        lazy: async () => {
          const [{ AppShell }, { SyncProvider }, { ReminderScheduler }, { UpdatePrompt }, { PushUpkeep }] =
            await Promise.all([
              import('./shell/AppShell'),
              import('../sync/SyncProvider'),
              import('../reminders/ReminderScheduler'),
              import('../sync/UpdatePrompt'),
              import('../push/PushUpkeep'),
            ]);
          return {
            element: (
              <RequireAuth>
                <SyncProvider>
                  <UpdatePrompt />
                  <ReminderScheduler />
                  <PushUpkeep />
                  <AppShell />
                </SyncProvider>
              </RequireAuth>
            ),
          };
        },
        children: [
          { index: true, lazy: () => import('../features/dashboard/DashboardPage') },
          { path: 'dashboard', lazy: () => import('../features/dashboard/DashboardPage') },
          { path: 'analytics', lazy: () => import('../features/analytics/AnalyticsPage') },
          { path: 'settings', lazy: () => import('../features/settings/SettingsPage') },
          {
            path: 'settings/habit-privacy/:habitId',
            lazy: () => import('../features/settings/habit-privacy/HabitPrivacyPage'),
          },
          { path: 'groups', lazy: () => import('../features/groups/list/GroupsPage') },
          { path: 'groups/all', lazy: () => import('../features/groups/list/GroupsPage') },
          { path: 'groups/:groupId', lazy: () => import('../features/groups/detail/GroupDetailPage') },
          {
            path: 'groups/:groupId/settings',
            lazy: () => import('../features/groups/settings/WorkspaceSettingsPage'),
          },
          {
            path: 'groups/:groupId/members/:memberId/dashboard',
            lazy: () => import('../features/members/MemberDashboardPage'),
          },
          { path: 'invitations', lazy: () => import('../features/invitations/InvitationPage') },
          { path: '*', Component: NotFoundPage },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
