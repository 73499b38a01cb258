import { OAuth2Server } from 'oauth2-mock-server';

/** The one Google identity the local OpenID provider signs in (it has no login screen). */
export const GOOGLE_USER = { sub: 'e2e-google-user', email: 'google-user@skimly.test' } as const;
export const GOOGLE_CLIENT = { id: 'skimly-e2e', secret: 'skimly-e2e-secret' } as const;

/** Starts a local OpenID provider standing in for Google, on a loopback port the OS picks. */
export async function startOidcProvider(): Promise<OAuth2Server> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: GOOGLE_USER.sub, email: GOOGLE_USER.email, email_verified: true });
  });
  provider.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub: GOOGLE_USER.sub, email: GOOGLE_USER.email, email_verified: true };
  });
  await provider.start(0, '127.0.0.1');
  return provider;
}
