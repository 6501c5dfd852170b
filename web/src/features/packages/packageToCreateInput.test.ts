import { describe, expect, it } from 'vitest';
import type { PackageFieldsFragment } from '../../__generated__/graphql';
import { packageToCreateInput } from './packageValues';

const deleted = {
  id: 'p1',
  title: '森のピクニック',
  helpText: '芝生広場で',
  status: 'INACTIVE',
  displayOrder: 3,
  price: 5000,
  weekendPrice: 6000,
  maxPeople: 6,
  maxChildren: 2,
  includedPeople: 2,
  includedChildren: 0,
  peopleExtraPrice: 1000,
  childrenExtraPrice: 500,
  weekendPeopleExtraPrice: null,
  weekendChildrenExtraPrice: null,
  dogType: 'BOTH',
  dogsAllowed: true,
  bigAndMediumDogsAllowed: true,
  smallDogsAllowed: true,
  maxBigAndMediumDogs: 1,
  maxSmallDogs: 2,
  includedBigAndMediumDogs: 0,
  includedSmallDogs: 1,
  includedDogs: null,
  maxDogs: null,
  legacyIncludedDogs: null,
  legacyMaxDogs: null,
  dogExtraPrice: 0,
  smallDogExtraPrice: 300,
  bigAndMediumDogExtraPrice: 500,
  weekendSmallDogExtraPrice: null,
  weekendBigAndMediumDogExtraPrice: null,
  combinedDogExtraPrice: null,
  combinedDogWeekendExtraPrice: null,
  inventory: 4,
  dogCategoryId: 'd1',
  categoryId: 'c1',
  timeSlotType: 'SINGLE',
  createdAt: null,
  updatedAt: null,
  category: { id: 'c1', title: 'ピクニック' },
  dogCategory: { id: 'd1', title: '小型犬' },
  photos: [{ fileName: 'gallery/a.png', url: '/api/v1/files/gallery/a.png' }],
  seasonPrices: [
    {
      id: 'sp1',
      seasonId: 's1',
      seasonTitle: '夏',
      weekdayPrice: 5100,
      weekendPrice: 6100,
      dogExtraPrice: 0,
      peopleExtraPrice: 0,
      childrenExtraPrice: 0,
    },
  ],
  addOns: [
    {
      id: 'a1',
      title: '炭セット',
      price: 800,
      minPeople: 1,
      maxPeople: 6,
      type: 'PACKAGE_BASED',
      description: '',
      imageUrl: '',
      perDayLimit: 0,
    },
  ],
} satisfies PackageFieldsFragment;

describe('a deleted package as the input that creates it again (its UNDO)', () => {
  it('keeps every field, photo, season price and add-on; the entries come back as new ones', () => {
    const input = packageToCreateInput(deleted);
    expect(input).toMatchObject({
      title: '森のピクニック',
      helpText: '芝生広場で',
      status: 'INACTIVE',
      price: 5000,
      displayOrder: 3,
      inventory: 4,
      smallDogExtraPrice: 300,
      dogType: 'BOTH',
      categoryId: 'c1',
      dogCategoryId: 'd1',
      photos: [{ fileName: 'gallery/a.png', url: '/api/v1/files/gallery/a.png' }],
    });
    expect(input.seasonPrices).toEqual([
      {
        seasonId: 's1',
        weekdayPrice: 5100,
        weekendPrice: 6100,
        dogExtraPrice: 0,
        peopleExtraPrice: 0,
        childrenExtraPrice: 0,
      },
    ]);
    expect(input.addOns).toHaveLength(1);
    expect(input.addOns![0]).not.toHaveProperty('id');
    expect(input.addOns![0]).toMatchObject({ title: '炭セット', price: 800 });
  });
});
