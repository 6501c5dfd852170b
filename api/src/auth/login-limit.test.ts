// Issue 34, items 3, 10 and 11: the sign-in limits see the real client (passed by the gateway
// with the shared secret), and failures elsewhere do not lock a name's owner out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, GATEWAY_SECRET_HEADER } from '../http/client-address.js';
import { startTestApi, TEST_ADMIN, type TestApi } from '../test-support/api.js';

const SECRET = 'gateway-secret-for-the-login-limit-test';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    seed: false,
    config: {
      gatewaySecret: SECRET,
      loginLimits: { perName: 5, perIp: 20, windowSeconds: 900 },
    },
  });
});
afterAll(() => api?.close());

/** A sign-in as the gateway passes it on for a client at `address` (or, without, directly). */
const login = (email: string, password: string, address?: string, secret = SECRET) =>
  api.call(
    'POST',
    '/admin/login',
    { email, password },
    {
      token: null,
      headers: address ? { [CLIENT_ADDRESS_HEADER]: address, [GATEWAY_SECRET_HEADER]: secret } : {},
    },
  );

let counter = 0;
async function newStaff(): Promise<{ username: string; email: string }> {
  counter += 1;
  const username = `limit.staff${counter}`;
  const email = `${username}@dogstay.example`;
  const created = await api.call('POST', '/admin/role-user/create', {
    email,
    fullName: 'リミット スタッフ',
    username,
    phoneno: '090-0000-0000',
    password: 'staff-pass-123',
    confirmPassword: 'staff-pass-123',
    usertype: 'staff',
    status: 1,
  });
  expect(created.status).toBe(200);
  return { username, email };
}

describe('item 3: the per-address limit sees the client the gateway passes on', () => {
  it('failures of other client addresses do not refuse a correct password from a new one', async () => {
    // 5 clients × 4 failures = 20: the gateway's own address would be over its limit of 20.
    for (let c = 1; c <= 5; c += 1)
      for (let i = 0; i < 4; i += 1)
        expect((await login(`nobody${c}-${i}@x.example`, 'wrong', `203.0.113.${c}`)).status).toBe(
          400,
        );
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.7')).status).toBe(200);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });

  it('an address over its limit is refused; without the secret the header is not believed', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await login(`ghost${i}@x.example`, 'wrong', '203.0.113.50')).status).toBe(400);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '203.0.113.50')).status).toBe(429);
    // A direct client naming another address (no secret, or a wrong one) is counted as itself.
    const spoofed = await login(TEST_ADMIN.email, TEST_ADMIN.password, '203.0.113.51', 'guess');
    expect(spoofed.status).toBe(200);
  });
});

describe('item 11: a known name cannot be locked against its owner', () => {
  it('after the name is over its limit, a correct password from a client that has not failed gets through', async () => {
    const staff = await newStaff();
    for (let i = 0; i < 5; i += 1)
      expect((await login(staff.username, 'wrong-guess', '192.0.2.66')).status).toBe(400);
    // The guesser is refused, even with the right password.
    const guesser = await login(staff.username, 'staff-pass-123', '192.0.2.66');
    expect(guesser.status).toBe(429);
    // The owner, from an address that has not failed, signs in.
    expect((await login(staff.email, 'staff-pass-123', '192.0.2.10')).status).toBe(200);
  });

  it('while the name is over its limit, a new client gets one try, then is refused', async () => {
    const staff = await newStaff();
    for (let i = 0; i < 5; i += 1)
      expect((await login(staff.username, 'wrong-guess', '192.0.2.77')).status).toBe(400);
    expect((await login(staff.username, 'another-guess', '192.0.2.78')).status).toBe(400);
    expect((await login(staff.username, 'staff-pass-123', '192.0.2.78')).status).toBe(429);
  });
});

describe('item 10: sign-in time does not tell which names exist', () => {
  it('an unknown name takes about as long as a known one with a wrong password', async () => {
    const staff = await newStaff();
    const timed = async (name: string, address: string) => {
      const started = performance.now();
      expect((await login(name, 'wrong-guess', address)).status).toBe(400);
      return performance.now() - started;
    };
    // Warm up both paths (the dummy hash is made on first use).
    await timed('nobody-at-all@x.example', '192.0.2.200');
    await timed(staff.email, '192.0.2.201');
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      unknown.push(await timed(`nobody${i}-timing@x.example`, `192.0.2.${210 + i}`));
      known.push(await timed(staff.email, `192.0.2.${220 + i}`));
    }
    // A password check (scrypt) costs tens of ms; skipping it answered in a few.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
