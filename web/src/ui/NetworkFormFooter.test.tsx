// @vitest-environment happy-dom
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkFormFooter } from './NetworkFormFooter';
import { NEEDS_NETWORK, useOnline } from './useOnline';

/** What the browser says about the network, and the event it fires when that changes. */
let online = true;
function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}
function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'onLine');
});

/** An encourage form as the app builds one: submit needs a message and the network. */
function EncourageForm({ onSend = () => {}, onCancel = () => {}, failure = null as string | null }) {
  const [message, setMessage] = useState('');
  const isOnline = useOnline();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label>
        Message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <NetworkFormFooter
        failure={failure}
        sending={false}
        blocked={!message.trim() || !isOnline}
        submitLabel="Send"
        onCancel={onCancel}
        className="dialog-actions"
      />
    </form>
  );
}

describe('useOnline', () => {
  it('follows the browser going offline and back online', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    goOffline();
    expect(result.current).toBe(false);
    goOnline();
    expect(result.current).toBe(true);
  });

  it('starts offline when the browser already is', () => {
    online = false;
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useOnline());
    unmount();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(expect.arrayContaining(['online', 'offline']));
    remove.mockRestore();
  });
});

describe('NetworkFormFooter', () => {
  it('online, says nothing about the network and sends once there is something to send', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<EncourageForm onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(screen.queryByText(NEEDS_NETWORK)).toBeNull();
    expect(send).toHaveProperty('disabled', true);
    expect(send.getAttribute('title')).toBeNull();
    expect(send.getAttribute('aria-describedby')).toBeNull();
    await user.type(screen.getByLabelText('Message'), 'Keep going');
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('offline, disables the submit and says why, tied to the button; back online, enables it', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<EncourageForm onSend={onSend} />);
    await user.type(screen.getByLabelText('Message'), 'Keep going');
    const send = screen.getByRole('button', { name: 'Send' });

    goOffline();
    const hint = screen.getByText(NEEDS_NETWORK);
    expect(send).toHaveProperty('disabled', true);
    expect(send.getAttribute('title')).toBe(NEEDS_NETWORK);
    expect(send.getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(send);
    expect(onSend).not.toHaveBeenCalled();

    goOnline();
    expect(screen.queryByText(NEEDS_NETWORK)).toBeNull();
    expect(send).toHaveProperty('disabled', false);
    expect(send.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps Cancel working while offline', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<EncourageForm onCancel={onCancel} />);
    goOffline();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveProperty('disabled', false);
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('announces the last failure', () => {
    render(<EncourageForm failure="Could not send. Try again." />);
    expect(screen.getByRole('alert').textContent).toBe('Could not send. Try again.');
  });

  it('while sending, shows the busy label and disables Cancel', () => {
    render(
      <NetworkFormFooter
        failure={null}
        sending
        blocked
        submitLabel="Invite"
        busyLabel="Inviting..."
        onCancel={() => {}}
        className="dialog-actions"
      />,
    );
    expect(screen.getByRole('button', { name: 'Inviting...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
  });
});
