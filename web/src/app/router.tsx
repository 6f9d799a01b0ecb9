import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import {
  FullPageStatus,
  RedirectIfAuthenticated,
  RedirectIfStarted,
  RequireAccount,
} from '../session/guards';
import { RootLayout } from './RootLayout';
import { NotFoundPage, RouteError } from './RouteError';

// Every screen is its own chunk, so the landing and login pages download only what they show.

/**
 * A screen that reads served data, with the query cache around it. Only the app, an invitation and
 * a signup carrying one need it, so the landing and login pages never download it.
 */
async function withServedData(page: Promise<{ Component: ComponentType }>) {
  const [{ ServedDataProvider }, { Component }] = await Promise.all([
    import('../api/ServedDataProvider'),
    page,
  ]);
  return {
    element: (
      <ServedDataProvider>
        <Component />
      </ServedDataProvider>
    ),
  };
}

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
          { path: '/login', lazy: () => import('../features/auth/LoginPage') },
          { path: '/auth/callback', lazy: () => import('../features/auth/AuthCallbackPage') },
          { path: '/forgot-password', lazy: () => import('../features/auth/ForgotPasswordPage') },
        ],
      },
      {
        path: '/',
        element: (
          <RedirectIfStarted>
            <Outlet />
          </RedirectIfStarted>
        ),
        children: [{ index: true, lazy: () => import('../features/landing/LandingPage') }],
      },
      {
        path: '/signup',
        element: (
          <RedirectIfAuthenticated to="/app/dashboard">
            <Outlet />
          </RedirectIfAuthenticated>
        ),
        children: [{ index: true, lazy: () => withServedData(import('../features/auth/SignupPage')) }],
      },
      {
        path: '/invite/:token',
        lazy: () => withServedData(import('../features/invitations/InvitationPage')),
      },
      // Open signed in too: a reset link works whoever this device is signed in as.
      { path: '/reset-password/:token', lazy: () => import('../features/auth/ResetPasswordPage') },
      {
        path: '/app',
        lazy: () => import('./app-route'),
        children: [
          { index: true, lazy: () => import('../features/dashboard/DashboardPage') },
          { path: 'dashboard', lazy: () => import('../features/dashboard/DashboardPage') },
          { path: 'analytics', lazy: () => import('../features/analytics/AnalyticsPage') },
          { path: 'settings', lazy: () => import('../features/settings/SettingsPage') },
          // What another app shares with the installed app (its manifest's share target).
          { path: 'share', lazy: () => import('../features/share/SharePage') },
          // Groups and what a habit shows to them go through the server: they need an account.
          {
            element: (
              <RequireAccount>
                <Outlet />
              </RequireAccount>
            ),
            children: [
              {
                path: 'settings/habit-privacy/:habitId',
                lazy: () => import('../features/settings/habit-privacy/HabitPrivacyPage'),
              },
              { path: 'groups', lazy: () => import('../features/groups/list/GroupsPage') },
              { path: 'groups/all', lazy: () => import('../features/groups/list/GroupsPage') },
              { path: 'groups/:groupId', lazy: () => import('../features/groups/detail/GroupDetailPage') },
              {
                path: 'groups/:groupId/settings',
                lazy: () => import('../features/groups/settings/GroupSettingsPage'),
              },
              {
                path: 'groups/:groupId/members/:memberId/dashboard',
                lazy: () => import('../features/groups/members/MemberDashboardPage'),
              },
              { path: 'invitations', lazy: () => import('../features/invitations/InvitationPage') },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
