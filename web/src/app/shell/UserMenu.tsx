import { displayName } from '@habitat/domain';
import { ChevronDown, Download, LogIn, LogOut, Settings, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../session/AuthProvider';
import { Avatar } from '../../ui/Avatar';
import { promptInstall } from '../../ui/install/install-prompt';
import { useInstallOffer } from '../../ui/install/useInstallOffer';
import { ThemeSwitcher } from './ThemeSwitcher';

/** Name (then username, then 'User'); Theme on mobile only, Settings, Sign out. */
export function UserMenu({ isMobile }: { isMobile: boolean }) {
  const { user, logout, status } = useAuth();
  const deviceOnly = status === 'deviceOnly';
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const install = useInstallOffer();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    // Nothing unsent is deleted (it goes first, or is kept aside for this person's next sign-in,
    // and the page says so): no question to ask. The landing page taking the screen says the rest.
    await logout();
  };

  const name = deviceOnly ? 'This device' : displayName(user);
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <Avatar user={user} className="avatar" />
        <span className="user-menu__name">{name}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <div className="user-menu__panel" id={menuId} role="menu" aria-label="Account">
          <div className="user-menu__header">
            <strong>{deviceOnly ? 'No account yet' : name}</strong>
            {deviceOnly ? (
              <span>Your habits are on this device only.</span>
            ) : (
              user?.email && <span>{user.email}</span>
            )}
          </div>
          {isMobile && (
            <div className="user-menu__section">
              <span className="user-menu__label">Theme</span>
              <ThemeSwitcher showLabels />
            </div>
          )}
          <button
            type="button"
            role="menuitem"
            className="user-menu__item"
            onClick={() => {
              setOpen(false);
              navigate('/app/settings');
            }}
          >
            <Settings size={16} aria-hidden="true" /> Settings
          </button>
          {/* Habitat's own install button (issue 32): where the browser has a prompt, and not installed. */}
          {install.promptAvailable && (
            <button
              type="button"
              role="menuitem"
              className="user-menu__item"
              onClick={() => {
                setOpen(false);
                void promptInstall().catch(() => {});
              }}
            >
              <Download size={16} aria-hidden="true" /> Install app
            </button>
          )}
          {deviceOnly ? (
            <>
              <button
                type="button"
                role="menuitem"
                className="user-menu__item"
                onClick={() => {
                  setOpen(false);
                  navigate('/signup');
                }}
              >
                <UserPlus size={16} aria-hidden="true" /> Create account
              </button>
              <button
                type="button"
                role="menuitem"
                className="user-menu__item"
                onClick={() => {
                  setOpen(false);
                  navigate('/login');
                }}
              >
                <LogIn size={16} aria-hidden="true" /> Sign in
              </button>
            </>
          ) : (
            <button type="button" role="menuitem" className="user-menu__item" onClick={signOut}>
              <LogOut size={16} aria-hidden="true" /> Sign out
            </button>
          )}
        </div>
      )}
    </div>
  );
}
