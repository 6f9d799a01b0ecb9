import { JOIN_ACTIONS, JOIN_REQUEST_STATUSES } from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Uuid } from './fields';
import { WorkspaceTypeSchema } from './group-writes';
import { literals } from './literals';
import { MemberUserSchema } from './workspaces';

/**
 * Joining a public group by its link (issue 16, base /api/workspaces): the preview a non-member
 * sees, the join itself, and the requests its owners and admins answer. The rules are the domain's
 * `joinPolicy` and `joinAction`.
 */

export const JoinActionSchema = literals(JOIN_ACTIONS, 'Unknown join action');
export const JoinRequestStatusSchema = literals(
  JOIN_REQUEST_STATUSES,
  'Status must be pending, accepted, declined or cancelled',
);

/** The viewer's own waiting request, as the preview shows it. */
export const OwnJoinRequestSchema = Type.Object({ _id: Type.String(), createdAt: Type.String() });

/** What a group's link shows a signed-in person, member or not (a private group: members only). */
export const WorkspacePreviewSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: WorkspaceTypeSchema,
  color: Type.String(),
  memberCount: Type.Integer(),
  /** The group's habits, for groups whose privacy level is 'open'; null where they stay with members. */
  habits: Type.Union([
    Type.Array(
      Type.Object({ _id: Type.String(), name: Type.String(), icon: Type.String(), color: Type.String() }),
    ),
    Type.Null(),
  ]),
  /** How anyone joins from the link: 'request' (an admin lets them in) or 'immediate'. */
  linkJoin: literals(['none', 'request', 'immediate'] as const, 'Unknown join path'),
  /** What the link offers this viewer now. */
  action: JoinActionSchema,
  /** For 'declined': when they may ask again. */
  retryAt: Type.Union([Type.String(), Type.Null()]),
  request: Type.Union([OwnJoinRequestSchema, Type.Null()]),
});
export type WorkspacePreview = Static<typeof WorkspacePreviewSchema>;

export const WorkspacePreviewResponse = Type.Object({
  success: Type.Literal(true),
  preview: WorkspacePreviewSchema,
});

/** Joining at once answers 'joined'; a group that approves each person answers 'requested'. */
export const JoinResponse = Type.Object({
  success: Type.Literal(true),
  outcome: literals(['joined', 'requested'] as const, 'Unknown outcome'),
  workspace: Type.Object({ id: Type.String(), _id: Type.String(), name: Type.String() }),
  request: Type.Union([OwnJoinRequestSchema, Type.Null()]),
  message: Type.String(),
});
export type JoinResponse = Static<typeof JoinResponse>;

/** A waiting request as the group's owners and admins see it. */
export const JoinRequestSchema = Type.Object({
  _id: Type.String(),
  user: MemberUserSchema,
  status: JoinRequestStatusSchema,
  createdAt: Type.String(),
});
export type JoinRequest = Static<typeof JoinRequestSchema>;

export const JoinRequestsResponse = Type.Object({
  success: Type.Literal(true),
  requests: Type.Array(JoinRequestSchema),
});

export const JoinRequestParams = Type.Object({ id: Uuid, requestId: Uuid });
