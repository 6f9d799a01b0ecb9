import { Outlet } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';

/** Providers that need the router (auth navigates on session expiry) wrap every route. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
