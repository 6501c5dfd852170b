import { describe, expect, it } from 'vitest';
import { mapFieldName } from '../rest/errors.js';
import { record } from '../rest/read.js';
import { userTable } from './table.js';

type UserInput = Parameters<typeof userTable.body>[0];
const dogsOf = (dogDetailList: unknown) =>
  userTable.of(record({ dogDetailList }, 'user')).get('dogs');

describe("a user's dogs", () => {
  it('reads each record of the list; none when absent, a non-record left out', () => {
    expect(userTable.of({}).get('dogs')).toEqual([]);
    expect(
      dogsOf([
        {
          dogName: 'Pochi',
          breedName: 'Shiba',
          dateOfVaccine: '2026-04-01',
          file: 'https://up.example/api/v1/files/cert.pdf',
        },
        'not a dog',
        { dogName: 7, breedName: '', dateOfVaccine: null, file: '' },
        {},
      ]),
    ).toEqual([
      {
        name: 'Pochi',
        breed: 'Shiba',
        vaccinationDate: '2026-04-01',
        fileUrl: '/api/v1/files/cert.pdf',
      },
      { name: '7', breed: null, vaccinationDate: null, fileUrl: null },
      { name: '', breed: null, vaccinationDate: null, fileUrl: null },
    ]);
  });

  it('fails the list on an unreadable dog, naming its first bad field', () => {
    expect(() => dogsOf([{ dogName: 'a' }, { dogName: {}, file: [] }])).toThrow(
      'unexpected upstream shape: user.dogDetailList.dogName is not a string',
    );
    expect(() => dogsOf([{ file: true }])).toThrow(
      'unexpected upstream shape: user.dogDetailList.file is not a string',
    );
    expect(() => dogsOf('many')).toThrow(
      'unexpected upstream shape: user.dogDetailList is not a list',
    );
  });

  it('writes each dog with the fields it gives, in REST order; no list, no key', () => {
    const body = userTable.body({
      dogs: [
        { fileUrl: '/f.png', vaccinationDate: '', breed: null, name: 'Pochi' },
        { name: '' },
        { name: 'Koro', breed: 'Akita', vaccinationDate: '2026-01-02', fileUrl: null },
      ],
    } as UserInput);
    expect(body.dogDetailList).toEqual([
      { dogName: 'Pochi', dateOfVaccine: '', file: '/f.png' },
      { dogName: '' },
      { dogName: 'Koro', breedName: 'Akita', dateOfVaccine: '2026-01-02' },
    ]);
    expect(Object.keys((body.dogDetailList as object[])[0]!)).toEqual([
      'dogName',
      'dateOfVaccine',
      'file',
    ]);
    expect('dogDetailList' in userTable.body({ dogs: null } as UserInput)).toBe(false);
    expect('dogDetailList' in userTable.body({} as UserInput)).toBe(false);
    expect(userTable.body({ dogs: [] } as UserInput).dogDetailList).toEqual([]);
  });

  it("names a dog's REST field errors by their GraphQL paths", () => {
    const names = ['dogName', 'breedName', 'dateOfVaccine', 'file', 'other'];
    expect(names.map((n) => mapFieldName(`dogDetailList.1.${n}`, userTable.fieldErrors))).toEqual([
      'dogs.1.name',
      'dogs.1.breed',
      'dogs.1.vaccinationDate',
      'dogs.1.fileUrl',
      'dogs.1.other',
    ]);
    expect(
      Object.entries(userTable.fieldErrors).filter(([rest]) => rest.startsWith('dogDetailList')),
    ).toEqual([
      ['dogDetailList', 'dogs'],
      ['dogDetailList.*.dogName', 'dogs.*.name'],
      ['dogDetailList.*.breedName', 'dogs.*.breed'],
      ['dogDetailList.*.dateOfVaccine', 'dogs.*.vaccinationDate'],
      ['dogDetailList.*.file', 'dogs.*.fileUrl'],
    ]);
  });
});
