import {
  AcceptInvitationResponse,
  AuthResponse,
  DashboardPermissionsResponse,
  EncouragementResponse,
  ExportDataResponse,
  GroupHabitResponse,
  GroupHabitsResponse,
  HealthResponse,
  ImportDataResponse,
  InvitationResponse,
  JoinResponse,
  LeaderboardResponse,
  MemberDashboardResponse,
  MemberResponse,
  MeResponse,
  NotificationReadResponse,
  NotificationsResponse,
  OkMessage,
  OverviewResponse,
  PasswordResetResponse,
  ProvidersResponse,
  PushKeyResponse,
  PushSubscribeResponse,
  PushUnsubscribeResponse,
  RefreshResponse,
  SentInvitationResponse,
  SentInvitationsResponse,
  UnreadCountResponse,
  UserStatsResponse,
  WorkspaceListResponse,
  WorkspacePreviewResponse,
  WorkspaceResponse,
} from '@habitat/protocol';
import { type AnswerCheck, checkAnswer } from '@habitat/sync-client/answer-check';
import type { Static } from 'typebox';

/**
 * What each REST call's answer must be: its name → the protocol schema the server answers with
 * (the same one its route declares). Every call of the client names one (`api.get(path, 'me')`), and
 * the client checks the answer here, once, before anyone reads it: a screen gets the protocol's type
 * or an ApiError, never a half-read answer. Loaded by the client on first use, so TypeBox and the
 * schemas stay off the first screen.
 */
export const ANSWERS = {
  ok: OkMessage,
  auth: AuthResponse,
  me: MeResponse,
  refresh: RefreshResponse,
  providers: ProvidersResponse,
  passwordReset: PasswordResetResponse,
  health: HealthResponse,
  exportData: ExportDataResponse,
  importData: ImportDataResponse,
  userStats: UserStatsResponse,
  dashboardPermissions: DashboardPermissionsResponse,
  overview: OverviewResponse,
  leaderboard: LeaderboardResponse,
  memberDashboard: MemberDashboardResponse,
  encouragement: EncouragementResponse,
  pushKey: PushKeyResponse,
  pushSubscribe: PushSubscribeResponse,
  pushUnsubscribe: PushUnsubscribeResponse,
  workspaces: WorkspaceListResponse,
  workspace: WorkspaceResponse,
  groupHabits: GroupHabitsResponse,
  groupHabit: GroupHabitResponse,
  member: MemberResponse,
  sentInvitation: SentInvitationResponse,
  sentInvitations: SentInvitationsResponse,
  invitation: InvitationResponse,
  acceptInvitation: AcceptInvitationResponse,
  workspacePreview: WorkspacePreviewResponse,
  join: JoinResponse,
  notifications: NotificationsResponse,
  unreadCount: UnreadCountResponse,
  notificationRead: NotificationReadResponse,
} as const;

export type AnswerName = keyof typeof ANSWERS;
export type Answer<N extends AnswerName> = Static<(typeof ANSWERS)[N]>;

/** The answer as its schema's type, a newer server's extra fields dropped; or what is wrong with it. */
export function checkedAnswer<N extends AnswerName>(name: N, body: unknown): AnswerCheck<Answer<N>> {
  return checkAnswer(ANSWERS[name], body, `the ${name} answer`) as AnswerCheck<Answer<N>>;
}
