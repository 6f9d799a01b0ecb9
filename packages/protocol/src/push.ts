import { type Static, Type } from 'typebox';
import { Ok } from './envelope';

/**
 * Web Push (base /api/push): the server's public key, and a device's subscription as
 * PushSubscription.toJSON() gives it. Whether the server may post to the endpoint (https, a public
 * host) depends on its configuration, so that part is checked by the route, with its own message.
 */

export const PUSH_ENDPOINT_MAX = 2048;

export const PushEndpoint = Type.String({
  minLength: 1,
  maxLength: PUSH_ENDPOINT_MAX,
  errorMessage: `endpoint must be a push service address of at most ${PUSH_ENDPOINT_MAX} characters`,
});

/** base64url, as browsers write them; padding is tolerated and dropped. */
const P256dhKey = Type.String({
  pattern: '^[A-Za-z0-9_-]{87}=?$',
  errorMessage: 'keys.p256dh must be the subscription’s P-256 public key in base64url',
});
const AuthSecret = Type.String({
  pattern: '^[A-Za-z0-9_-]{22}(==)?$',
  errorMessage: 'keys.auth must be the subscription’s 16-byte secret in base64url',
});

export const PushSubscriptionBody = Type.Object(
  {
    endpoint: PushEndpoint,
    /** When the push service ends the subscription (ms since the epoch); browsers mostly say null. */
    expirationTime: Type.Optional(
      Type.Union([Type.Number({ minimum: 0, maximum: 8.64e15 }), Type.Null()], {
        errorMessage: 'expirationTime must be a time in milliseconds or null',
      }),
    ),
    keys: Type.Object({ p256dh: P256dhKey, auth: AuthSecret }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = Type.Object({ endpoint: PushEndpoint }, { additionalProperties: false });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

/** The key a device subscribes with (`applicationServerKey`), base64url of the raw P-256 point. */
export const PushKeyResponse = Ok(Type.Object({ publicKey: Type.String() }));
export type PushKeyResponse = Static<typeof PushKeyResponse>;

/** Subscribing answers the key the subscription is registered under, for the device to remember. */
export const PushSubscribeResponse = Ok(Type.Object({ publicKey: Type.String() }));
export type PushSubscribeResponse = Static<typeof PushSubscribeResponse>;

export const PushUnsubscribeResponse = Ok(Type.Object({ removed: Type.Boolean() }));
export type PushUnsubscribeResponse = Static<typeof PushUnsubscribeResponse>;
