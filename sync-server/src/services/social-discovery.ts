/**
 * OpenID Connect discovery for the Google provider. The server reads the issuer's metadata itself
 * (rather than through @fastify/oauth2's `discovery` option) because it also needs the userinfo
 * address, checks that the document speaks for the configured issuer, and must be able to start
 * without that provider when the issuer cannot be reached.
 */

export interface OpenIdEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
}

const DISCOVERY_TIMEOUT_MS = 5_000;

export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

function endpoint(metadata: Record<string, unknown>, key: string): string {
  const value = metadata[key];
  if (typeof value !== 'string' || !URL.canParse(value)) {
    throw new Error(`The OpenID configuration has no valid ${key}`);
  }
  return value;
}

/** The endpoints a discovery document names, after checking it belongs to `issuer`. */
export function endpointsFromMetadata(issuer: string, metadata: unknown): OpenIdEndpoints {
  if (typeof metadata !== 'object' || metadata === null) throw new Error('The OpenID configuration is empty');
  const fields = metadata as Record<string, unknown>;
  // OIDC Discovery §4.3: a document naming another issuer must not be used.
  if (fields.issuer !== issuer) {
    throw new Error(`The OpenID configuration names issuer ${String(fields.issuer)}, not ${issuer}`);
  }
  return {
    authorizationEndpoint: endpoint(fields, 'authorization_endpoint'),
    tokenEndpoint: endpoint(fields, 'token_endpoint'),
    userinfoEndpoint: endpoint(fields, 'userinfo_endpoint'),
  };
}

export async function discoverOpenIdEndpoints(
  issuer: string,
  fetchImpl: typeof fetch = fetch,
): Promise<OpenIdEndpoints> {
  const response = await fetchImpl(discoveryUrl(issuer), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${discoveryUrl(issuer)} answered ${response.status}`);
  return endpointsFromMetadata(issuer, await response.json());
}

/**
 * simple-oauth2 (under @fastify/oauth2) wants each endpoint as host plus path; it appends its own
 * query string, so an endpoint's query (none of the providers has one) would not survive.
 */
export function hostAndPath(url: string): { host: string; path: string } {
  const parsed = new URL(url);
  return { host: parsed.origin, path: parsed.pathname };
}
