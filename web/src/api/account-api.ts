import {
  type DashboardPermissions,
  DELETE_ACCOUNT_CONFIRMATION,
  type ImportFile,
  type ImportPreview,
  type MemberSharing,
} from '@habitat/protocol';
import { api } from './client';

/** Spec §7 Users: export, import, account deletion, and each group's dashboard sharing. Online only. */

/** Everything the person owns, as the JSON document the download holds. */
export async function exportData(): Promise<Record<string, unknown>> {
  return (await api.post('/users/export-data', 'exportData')).data;
}

export type ImportRequest =
  | { source: 'habitat'; document: unknown }
  | { source: 'loop'; files: ImportFile[] }
  /** Loop's backup file (its SQLite database), as base64: the server reads it. */
  | { source: 'loop'; backup: string };

/** What an import would add, computed by the server against the person's data now. */
export async function previewImport(request: ImportRequest): Promise<ImportPreview> {
  return (await api.post('/users/import-data', 'importData', { ...request, apply: false })).data.preview;
}

export async function applyImport(request: ImportRequest): Promise<ImportPreview> {
  return (await api.post('/users/import-data', 'importData', { ...request, apply: true })).data.preview;
}

export interface UserStats {
  badges: { badge: string; earnedAt: string }[];
  totalCheckIns: number;
  currentStreak: number;
  bestStreak: number;
}

/** The person's totals and badges as the server has recorded them (spec §7 GET /api/users/stats). */
export async function getUserStats(): Promise<UserStats> {
  return (await api.get('/users/stats', 'userStats')).data.stats;
}

export async function deleteAccount(password: string): Promise<void> {
  await api.delete('/users/account', 'ok', {
    body: { password, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION },
    // A wrong password is a 401-free refusal (400): the message is shown, the session stays.
  });
}

export async function getDashboardPermissions(groupId: string): Promise<MemberSharing> {
  return (await api.get(`/workspaces/${groupId}/dashboard-permissions`, 'dashboardPermissions')).permissions;
}

export async function saveDashboardPermissions(
  groupId: string,
  permissions: DashboardPermissions,
): Promise<MemberSharing> {
  return (await api.put(`/workspaces/${groupId}/dashboard-permissions`, 'dashboardPermissions', permissions))
    .permissions;
}
