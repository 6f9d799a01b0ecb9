// @vitest-environment happy-dom
import type { User } from '@habitat/protocol';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { AuthProvider, useAuth } from './AuthProvider';
import { RequireAuth } from './guards';
import { readStoredUser, storeSession } from './session-store';

// The start-up check against stand-ins for the server and the device's database: what is under
// test is what the provider decides from their answers.
const device = vi.hoisted(() => ({
  takeDeviceFor: vi.fn<(account: User, token: string) => Promise<null>>(),
  keepUnsentOfLastOwner: vi.fn(async () => null),
  unfinishedHandOver: vi.fn(async () => null),
  repairDeviceOnly: vi.fn(async () => false),
  finishHandOver: vi.fn(async () => {}),
}));
const server = vi.hoisted(() => ({
  fetchMe: vi.fn<(signal?: AbortSignal) => Promise<User>>(),
  endSession: vi.fn(async () => {}),
}));
vi.mock('./device', () => device);
vi.mock('./auth-api', () => server);
vi.mock('./forget-served-data', () => ({ forgetServedData: async () => {} }));
vi.mock('./person-channel', () => ({ announcePerson: () => {}, listenForPerson: () => () => {} }));
vi.mock('../push/push-device', () => ({
  forgetPushDevice: async () => {},
  dropPushSubscription: async () => {},
}));
vi.mock('../data/database', () => ({ wipeLocalData: async () => {} }));
vi.mock('../ui/toast/ToastProvider', () => {
  const toast = { info: () => {}, error: () => {}, success: () => {} };
  return { useToast: () => toast };
});

function tokenFor(sub: string): string {
  return `head.${btoa(JSON.stringify({ sub }))}.sig`;
}
const alice = { _id: 'alice', email: 'alice@example.com', name: 'Alice' } as User;
const bob = { _id: 'bob', email: 'bob@example.com', name: 'Bob' } as User;

/** A promise the test settles when it chooses. */
function held<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Status() {
  const { status, user } = useAuth();
  return (
    <p data-testid="auth">
      {status}:{user?._id ?? 'nobody'}
    </p>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/app']}>
      <AuthProvider>
        <Status />
        <Routes>
          <Route
            path="/app"
            element={
              <RequireAuth>
                <p>The board</p>
              </RequireAuth>
            }
          />
          <Route path="/" element={<p>Landing</p>} />
          <Route path="/login" element={<p>Login</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

let online = true;
beforeEach(() => {
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  device.takeDeviceFor.mockReset().mockResolvedValue(null);
  server.fetchMe.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the start-up check of a stored session', () => {
  it("leaves another tab's sign-in alone when the answer comes after it", async () => {
    storeSession(tokenFor('alice'), alice);
    const answer = held<User>();
    server.fetchMe.mockReturnValue(answer.promise);
    renderApp();
    await waitFor(() => expect(device.takeDeviceFor).toHaveBeenCalledTimes(1));
    // The check goes out after the first frame: Alice's token is the one asked about.
    await waitFor(() => expect(server.fetchMe).toHaveBeenCalledTimes(1));

    // Another tab signs Bob in while the server is still answering for Alice's token.
    storeSession(tokenFor('bob'), bob);
    await act(async () => answer.resolve(alice));

    expect(readStoredUser()?._id).toBe('bob');
    expect(screen.getByTestId('auth').textContent).not.toBe('authenticated:alice');
    expect(device.takeDeviceFor).not.toHaveBeenCalledWith(expect.anything(), tokenFor('bob'));
  });

  it('claims the device again after the answer when the claim at start failed', async () => {
    storeSession(tokenFor('alice'), alice);
    device.takeDeviceFor.mockRejectedValueOnce(new Error('storage refused'));
    const answer = held<User>();
    server.fetchMe.mockReturnValue(answer.promise);
    renderApp();
    await waitFor(() => expect(device.takeDeviceFor).toHaveBeenCalledTimes(1));

    await act(async () => answer.resolve(alice));

    await waitFor(() => expect(device.takeDeviceFor).toHaveBeenCalledTimes(2));
    expect(device.takeDeviceFor).toHaveBeenLastCalledWith(alice, tokenFor('alice'));
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('authenticated:alice'));
  });

  it('does not claim the device twice when the claim at start worked', async () => {
    storeSession(tokenFor('alice'), alice);
    server.fetchMe.mockResolvedValue(alice);
    renderApp();
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('authenticated:alice'));
    expect(device.takeDeviceFor).toHaveBeenCalledTimes(1);
  });
});

describe('a stored user that is not its token’s person, offline', () => {
  it('says it waits for the connection and lets the person sign out', async () => {
    // An older build stored the user with an empty id.
    storeSession(tokenFor('alice'), { ...alice, _id: '' });
    online = false;
    server.fetchMe.mockRejectedValue(new ApiError('No connection', 0, ''));
    renderApp();

    expect(await screen.findByText(/waiting for a connection/i)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Landing')).toBeTruthy();
    // The normal sign-out: unsent changes are kept aside for the next sign-in.
    expect(device.keepUnsentOfLastOwner).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
