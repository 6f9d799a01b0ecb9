// A real OpenID Connect server (oidc-provider) on loopback that stands in for Google in the e2e run:
// the app finds it through GOOGLE_ISSUER and discovery, exactly as it finds accounts.google.com.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export const OIDC_CLIENT_ID = 'habitat-e2e';
export const OIDC_CLIENT_SECRET = 'habitat-e2e-client-secret';

/**
 * Whoever signs in at the provider's dev login page, with any password: the login id 'ola' is
 * ola@example.com (verified) named 'Ola'. The email is what links to an existing Habitat account.
 */
export function personFor(loginId) {
  const email = `${loginId.toLowerCase()}@example.com`;
  return {
    sub: loginId,
    email,
    email_verified: true,
    name: loginId.charAt(0).toUpperCase() + loginId.slice(1),
  };
}

function signingKeys() {
  // A fresh key per run keeps oidc-provider off its built-in development keys.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' }] };
}

function configuration(redirectUri) {
  return {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Google takes PKCE from a confidential client too; here the server refuses a sign-in without it.
    pkce: { required: () => true },
    // The provider's own sign-in and consent pages: any login id and password, a Continue button
    // and a '[ Cancel ]' link that answers the app with error=access_denied.
    features: { devInteractions: { enabled: true } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => personFor(sub) }),
    jwks: signingKeys(),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
  };
}

/**
 * Starts the provider on 127.0.0.1 with one client whose only redirect URI is `redirectUri`.
 * Port 0 takes a free one: the issuer is known once the socket is bound, before the app starts.
 */
export async function startOidcProvider({ port = 0, redirectUri }) {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  const provider = new Provider(issuer, configuration(redirectUri));
  server.on('request', provider.callback());
  return {
    issuer,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
