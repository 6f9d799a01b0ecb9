import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useStorageProtection } from '../../../data/storage-protection';

/** What the browser does with this device's copy when space runs low (issue 32, item 7). */
export function storageProtectionText(
  protection: 'protected' | 'unprotected' | 'unknown',
  deviceOnly: boolean,
): string {
  if (protection === 'protected')
    return "This device's copy is protected: the browser keeps it even when space runs low.";
  if (protection === 'unknown')
    return "This browser does not say whether it keeps this device's copy when space runs low.";
  return deviceOnly
    ? "This device's copy is not protected: the browser may clear it when space runs low. Save a copy, or create an account to keep your habits safe."
    : "This device's copy is not protected: the browser may clear it when space runs low. Your account keeps everything already synced.";
}

export function StorageProtectionNote({ deviceOnly }: { deviceOnly: boolean }) {
  const protection = useStorageProtection();
  if (protection === undefined) return null;
  const Icon = protection === 'protected' ? ShieldCheck : ShieldAlert;
  return (
    <p className="settings-muted settings-protection" data-testid="storage-protection">
      <Icon size={16} aria-hidden="true" /> {storageProtectionText(protection, deviceOnly)}
    </p>
  );
}
