import { HardDrive } from 'lucide-react';
import { Link } from 'react-router';
import './device-only.css';

/**
 * Where the sync state stands for an account, a device used without one says so plainly: its data
 * is on this device only, and creating an account (which keeps it) is one tap away.
 */
export function DeviceOnlyBadge() {
  return (
    <Link
      to="/signup"
      className="device-only-badge"
      data-testid="device-only-badge"
      aria-label="On this device only. Create account to sync"
    >
      <HardDrive size={16} aria-hidden="true" />
      <span className="device-only-badge__where">On this device only ·</span>
      <span className="device-only-badge__action">Create account</span>
      <span className="device-only-badge__where device-only-badge__action">to sync</span>
    </Link>
  );
}
