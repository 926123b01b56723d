import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type ClientMetadata,
  interactionPolicy,
} from 'oidc-provider';

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 standing in for Google and Microsoft. Its login
 * step has no page: `authorize()` drives the flow over HTTP and names the account to sign in as.
 */
export interface TestIssuer {
  /** The issuer identifier, `http://127.0.0.1:<port>`. */
  readonly issuer: string;
  /** The claims `findAccount` returns for `sub`; later calls replace them (e.g. a changed e-mail). */
  setAccount(sub: string, claims: Record<string, unknown>): void;
  /**
   * Fault injection: ID Tokens are issued as if for this other registered client (a foreign `aud`),
   * as a misbehaving or compromised provider would. Undefined: normal tokens.
   */
  idTokenAudienceOverride: string | undefined;
  /**
   * Follows an authorization URL through the issuer like a browser with a fresh cookie jar, signs in
   * as `sub` (or refuses when `deny`), and returns where the issuer finally redirects: the app's callback.
   * `keepSession`: one browser across calls, so the issuer's own session from an earlier sign-in is sent.
   */
  authorize(
    authorizationUrl: string,
    options: ({ sub: string } | { deny: true }) & { keepSession?: boolean },
  ): Promise<URL>;
  /** How many times the issuer showed its sign-in interaction (a page the user has to act on). */
  readonly interactionsShown: number;
  close(): Promise<void>;
}

export interface TestIssuerClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/**
 * oidc-provider's default prompts (login, consent) plus `select_account`, which Google and Microsoft honour:
 * asked for, it always shows the issuer's page, even to a browser already signed in there.
 */
function interactionPolicyWithAccountSelection() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

// Every artifact lives in memory (the provider's own memory adapter warns on use).
function createMemoryAdapter() {
  const store = new Map<string, AdapterPayload>();
  return class MemoryAdapter implements Adapter {
    private readonly name: string;
    constructor(name: string) {
      this.name = name;
    }
    private key(id: string) {
      return `${this.name}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload) {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUserCode() {
      return undefined;
    }
    async findByUid(uid: string) {
      return [...store.entries()].find(
        ([key, payload]) => key.startsWith(`${this.name}:`) && payload.uid === uid,
      )?.[1];
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) {
        payload.consumed = Math.floor(Date.now() / 1000);
      }
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) {
        if (payload.grantId === grantId) {
          store.delete(key);
        }
      }
    }
  };
}

function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    remember(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const value = pair.slice(separator + 1);
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) {
          cookies.delete(pair.slice(0, separator));
        } else {
          cookies.set(pair.slice(0, separator), value);
        }
      }
    },
  };
}

/** Starts the issuer on 127.0.0.1 at `port` (default: any free port). */
export async function startTestIssuer(clients: TestIssuerClient[], port = 0): Promise<TestIssuer> {
  const accounts = new Map<string, Record<string, unknown>>();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: clients.map(
      (client): ClientMetadata => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        // What Google and Microsoft both accept; openid-client sends the secret in the body.
        token_endpoint_auth_method: 'client_secret_post',
      }),
    ),
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-issuer-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Google and Microsoft put the profile and e-mail claims in the ID Token itself, not only in userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy: interactionPolicyWithAccountSelection(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ ...claims, sub }) } : undefined;
    },
    // First-party style: consent is implied, so the only interaction is the login.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) {
        return undefined;
      }
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  });

  const sharedJar = cookieJar();
  let interactionsShown = 0;
  const testIssuer: TestIssuer = {
    issuer,
    get interactionsShown() {
      return interactionsShown;
    },
    idTokenAudienceOverride: undefined,
    setAccount(sub, claims) {
      accounts.set(sub, claims);
    },
    async authorize(authorizationUrl, options) {
      const jar = options.keepSession ? sharedJar : cookieJar();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) {
          return url;
        }
        if (url.pathname.startsWith('/interaction/')) {
          url.searchParams.set('decision', 'deny' in options ? 'deny' : `login:${options.sub}`);
        }
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
        jar.remember(response);
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(
            `the issuer answered ${response.status} without a redirect: ${await response.text()}`,
          );
        }
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the test issuer');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  // Fault injection for the audience check (see idTokenAudienceOverride).
  const issueIdToken = provider.IdToken.prototype.issue;
  provider.IdToken.prototype.issue = async function issue(
    this: InstanceType<typeof provider.IdToken>,
    ...args
  ) {
    const foreignClientId = testIssuer.idTokenAudienceOverride;
    if (foreignClientId) {
      const foreign = await provider.Client.find(foreignClientId);
      Object.assign(this, { client: foreign });
    }
    return issueIdToken.apply(this, args);
  };

  const providerCallback = provider.callback();
  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (!url.pathname.startsWith('/interaction/')) {
      providerCallback(req, res);
      return;
    }
    interactionsShown += 1;
    void finishInteraction(provider, req, res, url.searchParams.get('decision') ?? '').catch(
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
  };
  return testIssuer;
}

async function finishInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  decision: string,
): Promise<void> {
  await provider.interactionDetails(req, res);
  if (decision === 'deny') {
    await provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'The user refused to sign in.',
    });
    return;
  }
  const accountId = decision.replace(/^login:/, '');
  // The account picker and the sign-in in one step, as Google's and Microsoft's pages do.
  await provider.interactionFinished(req, res, {
    login: { accountId: accountId || randomUUID() },
    select_account: {},
  });
}
