/**
 * OpenID Connect with Google (or any issuer: tests use a local oauth2-mock-server) via openid-client.
 * Authorization Code flow with PKCE (S256), state and nonce.
 */
import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback, registered with the provider: `${PUBLIC_URL}/auth/google/callback`. */
  redirectUri: string;
}

export interface PendingLogin {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface VerifiedIdentity {
  sub: string;
  email: string;
}

export class OidcRejectedError extends Error {}

export function createOidcClient(settings: OidcSettings) {
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovery runs once; a failed attempt is forgotten so the next sign-in retries it. */
  function configuration(): Promise<client.Configuration> {
    if (!discovered) {
      const issuer = new URL(settings.issuer);
      // Plain http is only ever a local test issuer; Google itself is https.
      const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
      discovered = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, { execute });
      discovered.catch(() => {
        discovered = undefined;
      });
    }
    return discovered;
  }

  return {
    async start(): Promise<{ url: string; pending: PendingLogin }> {
      const config = await configuration();
      const pending = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending };
    },

    /** Exchanges the code (state, PKCE and nonce checked by openid-client) and returns a verified e-mail. */
    async finish(callbackQuery: URLSearchParams, pending: PendingLogin): Promise<VerifiedIdentity> {
      const config = await configuration();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = callbackQuery.toString();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!claims || !email || claims.email_verified !== true) {
        throw new OidcRejectedError('The identity provider did not vouch for a verified e-mail address');
      }
      return { sub: claims.sub, email };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
