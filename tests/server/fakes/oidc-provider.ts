/**
 * A local OpenID provider standing in for Google (oauth2-mock-server on loopback). It has no login
 * screen: its authorize endpoint redirects straight back with a code. The identity it vouches for
 * is whatever `identity` holds when the id_token is signed, so a test can change it between flows.
 */
import { OAuth2Server } from 'oauth2-mock-server';

export interface MockIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
}

export interface OidcProvider {
  issuer: string;
  identity: MockIdentity;
  server: OAuth2Server;
  close(): Promise<void>;
}

export async function startOidcProvider(identity: MockIdentity): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const provider: OidcProvider = {
    issuer: '',
    identity,
    server,
    close: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, provider.identity);
  });
  await server.start(0, '127.0.0.1');
  provider.issuer = server.issuer.url ?? '';
  return provider;
}

/** Plays the browser at the provider: follows the authorize URL and returns where it sends us back. */
export async function authorize(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`authorize answered ${res.status}`);
  return new URL(location);
}
