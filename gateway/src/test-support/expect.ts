import { expect } from 'vitest';
import type { GqlResult } from './stack.js';

/** The data of a result that must have succeeded. */
export function dataOf<T>(result: GqlResult<T>): T {
  expect(result.errors).toEqual([]);
  expect(result.data).not.toBeNull();
  return result.data!;
}

/** The one error of a result, checked for its code and request id. */
export function errorOf<T>(result: GqlResult<T>, code: string) {
  expect(result.errors.map((e) => e.extensions.code)).toEqual([code]);
  const error = result.errors[0]!;
  expect(error.extensions.requestId).toEqual(expect.any(String));
  return error;
}

export const upstreamCalls = (result: GqlResult<unknown>): number =>
  Number(result.headers.get('x-upstream-calls'));
