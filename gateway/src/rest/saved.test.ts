import { describe, expect, it } from 'vitest';
import { gatewayError, ErrorCode } from './errors.js';
import { afterCreate, afterUpdate, answeredId, usableRecord } from './saved.js';

const toModel = (raw: unknown) => ({ from: 'answer', raw });
const get = (id: string) => Promise.resolve({ from: 'get', raw: id });

describe('a write answered without its record', () => {
  it('a record is an object with an id and another field', () => {
    expect(usableRecord({ _id: 's1', title: 'x' })).toBeTruthy();
    expect(usableRecord({ id: 7, title: 'x' })).toBeTruthy();
    expect(usableRecord({ _id: { $oid: 'a' }, title: 'x' })).toBeTruthy();
    for (const v of [null, undefined, {}, [], 's1', { _id: 's1' }, { _id: 's1', __v: 0 }])
      expect(usableRecord(v)).toBeUndefined();
    expect(usableRecord({ acknowledged: true, modifiedCount: 1 })).toBeUndefined();
  });

  it('the id of a create answered with an id only', () => {
    expect(answeredId({ _id: 's1' })).toBe('s1');
    expect(answeredId({ insertedId: { $oid: 'o1' } })).toBe('o1');
    expect(answeredId('s2')).toBe('s2');
    expect(answeredId(12)).toBe('12');
    for (const v of [null, {}, '', '  ', true]) expect(answeredId(v)).toBeUndefined();
  });

  it('an update reads the answered record, else the record again', async () => {
    await expect(afterUpdate({ _id: 's1', t: 1 }, 's1', toModel, get)).resolves.toMatchObject({
      from: 'answer',
    });
    await expect(afterUpdate(null, 's1', toModel, get)).resolves.toEqual({
      from: 'get',
      raw: 's1',
    });
  });

  it('a create reads the answered id, else finds it, else gives null', async () => {
    const found = () => Promise.resolve({ from: 'list', raw: null });
    const none = () => Promise.resolve(null);
    await expect(afterCreate({ _id: 'n1' }, toModel, get, found)).resolves.toEqual({
      from: 'get',
      raw: 'n1',
    });
    await expect(afterCreate(null, toModel, get, found)).resolves.toEqual({
      from: 'list',
      raw: null,
    });
    await expect(afterCreate({}, toModel, get, none)).resolves.toBeNull();
    // The answered id is not readable (NOT_FOUND): look in the list.
    const missing = () => Promise.reject(gatewayError(ErrorCode.NOT_FOUND, 'r', 'gone'));
    await expect(afterCreate('n1', toModel, missing, found)).resolves.toMatchObject({
      from: 'list',
    });
    // Any other failure of the read is the answer.
    const down = () => Promise.reject(gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'r', 'down'));
    await expect(afterCreate('n1', toModel, down, found)).rejects.toThrow('down');
  });
});
