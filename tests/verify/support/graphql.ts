// GraphQL over HTTP against a running gateway, the way the web app and tools send it.

export interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

export interface GqlAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: T | null;
  errors: GqlError[];
  /** The raw body, for checks on what must never appear in it. */
  text: string;
}

export const codesOf = (answer: GqlAnswer<unknown>): string[] =>
  answer.errors.map((e) => String(e.extensions?.code ?? ''));

export const upstreamCallsOf = (answer: { headers: Headers }): number | null => {
  const raw = answer.headers.get('x-upstream-calls');
  return raw === null ? null : Number(raw);
};

export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlAnswer<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: { data?: T | null; errors?: GqlError[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { errors: [{ message: text, extensions: { code: `HTTP_${res.status}` } }] };
  }
  return {
    status: res.status,
    headers: res.headers,
    data: body.data ?? null,
    errors: body.errors ?? [],
    text,
  };
}

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password, issueToken: true) { accessToken }
}`;

/** Signs in through the gateway and returns the bearer token. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const answer = await gql<{ login: { accessToken: string } }>(url, LOGIN, { email, password });
  const token = answer.data?.login.accessToken;
  if (!token) throw new Error(`sign-in failed: ${answer.text.slice(0, 300)}`);
  return token;
}
