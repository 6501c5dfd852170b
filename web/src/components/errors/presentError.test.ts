import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ja } from '../../i18n/ja';
import { presentError } from './presentError';

/** An ApolloError the way Apollo Client builds it from a gateway answer with `errors`. */
const failed = (code: string, message = 'server says no', extra: Record<string, unknown> = {}) =>
  new ApolloError({
    graphQLErrors: [
      new GraphQLError(message, { extensions: { code, requestId: 'req-1', ...extra } }),
    ],
  });

describe('presentError: each gateway code → Japanese', () => {
  it.each([
    ['FORBIDDEN', ja.errors.FORBIDDEN],
    ['NOT_FOUND', ja.errors.NOT_FOUND],
    ['CONFLICT', ja.errors.CONFLICT],
    ['UPSTREAM_UNAVAILABLE', ja.errors.UPSTREAM_UNAVAILABLE],
    ['UPSTREAM_TIMEOUT', ja.errors.UPSTREAM_TIMEOUT],
    ['INTERNAL_SERVER_ERROR', ja.errors.INTERNAL_SERVER_ERROR],
  ])('%s', (code, message) => {
    const p = presentError(failed(code));
    expect(p.kind).toBe(code);
    expect(p.message).toBe(message);
    expect(p.detail).toBe(ja.errors.requestId('req-1'));
    expect(p.silent).toBe(false);
  });

  it('UPSTREAM_TIMEOUT says to try again and is retryable', () => {
    const p = presentError(failed('UPSTREAM_TIMEOUT'));
    expect(p.message).toContain('もう一度お試しください');
    expect(p.retryable).toBe(true);
  });

  it("DOMAIN_ERROR shows the server's own message", () => {
    const p = presentError(failed('DOMAIN_ERROR', 'The season is used by a package'));
    expect(p.message).toBe('The season is used by a package');
    expect(p.retryable).toBe(false);
  });

  it('CONFLICT says someone else changed it and offers a reload', () => {
    const p = presentError(failed('CONFLICT'));
    expect(p.message).toContain('他のユーザーがこのデータを変更しました');
    expect(p.reloadable).toBe(true);
  });

  it('UNAUTHENTICATED is left to the shell (no message of its own)', () => {
    expect(presentError(failed('UNAUTHENTICATED')).silent).toBe(true);
  });

  it('BAD_USER_INPUT carries the field errors for the form', () => {
    const p = presentError(
      failed('BAD_USER_INPUT', 'Invalid input', {
        fieldErrors: [{ field: 'title', message: 'please enter title' }],
      }),
    );
    expect(p.message).toBe(ja.errors.BAD_USER_INPUT);
    expect(p.fieldErrors).toEqual([{ field: 'title', message: 'please enter title' }]);
  });

  it('reads errors of a non-2xx answer (in networkError.result)', () => {
    const networkError = Object.assign(new Error('Response not successful'), {
      statusCode: 400,
      result: { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    expect(presentError(new ApolloError({ networkError })).kind).toBe('BAD_USER_INPUT');
  });

  it('a network failure without an answer says to check the connection', () => {
    const p = presentError(new ApolloError({ networkError: new TypeError('fetch failed') }));
    expect(p.kind).toBe('NETWORK');
    expect(p.message).toBe(ja.errors.NETWORK);
    expect(p.retryable).toBe(true);
  });
});
