import { ENCOURAGEMENT_MAX, ENCOURAGEMENT_MESSAGES, ENCOURAGEMENT_TYPES, REACTIONS } from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Ok } from './envelope';
import { Uuid } from './fields';
import { literals } from './literals';

/** Spec §7 Encouragements (base /api/encouragements); answers carry their payload under `data`. */

export const EncouragementTypeSchema = literals(
  ENCOURAGEMENT_TYPES,
  'type must be general_support, streak_celebration, goal_achieved, comeback_support, milestone_reached or custom_message',
);
export const ReactionSchema = literals(REACTIONS, 'reaction must be one of 👏 🔥 💪 ⭐ 🎉 👊 💯 🚀');

const Message = (required: string) =>
  Type.String({
    maxLength: ENCOURAGEMENT_MAX,
    pattern: '\\S',
    errorMessage: { default: required, maxLength: ENCOURAGEMENT_MESSAGES.tooLong },
  });

const Person = Type.Object({ _id: Type.String(), name: Type.String() });

export const EncouragementSchema = Type.Object({
  _id: Type.String(),
  workspaceId: Type.String(),
  fromUser: Person,
  toUser: Person,
  habitId: Type.Union([Type.String(), Type.Null()]),
  habitName: Type.Union([Type.String(), Type.Null()]),
  type: EncouragementTypeSchema,
  message: Type.String(),
  reaction: Type.Union([Type.String(), Type.Null()]),
  isRead: Type.Boolean(),
  response: Type.Union([Type.Object({ message: Type.String(), respondedAt: Type.String() }), Type.Null()]),
  createdAt: Type.String(),
});
export type Encouragement = Static<typeof EncouragementSchema>;

export const SendEncouragementBody = Type.Object(
  {
    toUserId: Uuid,
    workspaceId: Uuid,
    habitId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    type: Type.Optional(EncouragementTypeSchema),
    message: Message(ENCOURAGEMENT_MESSAGES.required),
    reaction: Type.Optional(Type.Union([ReactionSchema, Type.Null()])),
  },
  { additionalProperties: false },
);
export type SendEncouragementBody = Static<typeof SendEncouragementBody>;

export const EncouragementListQuery = Type.Object(
  {
    workspaceId: Type.Optional(Uuid),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, errorMessage: 'limit must be between 1 and 100' }),
    ),
    offset: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000, errorMessage: 'offset must be from 0 to 1000000' }),
    ),
    unreadOnly: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const EncouragementStatsQuery = Type.Object(
  { workspaceId: Type.Optional(Uuid) },
  { additionalProperties: false },
);

export const EncouragementIdParams = Type.Object({ id: Uuid });

export const RespondBody = Type.Object(
  { message: Message(ENCOURAGEMENT_MESSAGES.responseRequired) },
  { additionalProperties: false },
);

export const MarkReadBody = Type.Object(
  {
    encouragementIds: Type.Array(Uuid, {
      minItems: 1,
      maxItems: 100,
      errorMessage: 'encouragementIds must list 1 to 100 ids',
    }),
  },
  { additionalProperties: false },
);

export const EncouragementResponse = Ok(Type.Object({ encouragement: EncouragementSchema }));
export const EncouragementListResponse = Ok(
  Type.Object({ encouragements: Type.Array(EncouragementSchema), total: Type.Integer() }),
);
export const EncouragementStatsResponse = Ok(
  Type.Object({
    received: Type.Integer(),
    sent: Type.Integer(),
    unread: Type.Integer(),
    responded: Type.Integer(),
  }),
);
export const MarkReadResponse = Ok(Type.Object({ updated: Type.Integer() }));
