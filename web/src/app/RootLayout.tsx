import { Outlet } from 'react-router';
import { AuthProvider } from '../session/AuthProvider';

/** Providers that need the router (auth navigates on session expiry) wrap every route. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
