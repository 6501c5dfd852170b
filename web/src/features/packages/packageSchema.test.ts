import { ja } from '../../i18n/ja';
import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../../components/form/firstError';
import { createPackageSchema, updatePackageSchema } from './packageSchema';
import { emptyPackage, type PackageValues } from './packageValues';

/** A package that passes every check; each test changes a field or two. */
const filled = (over: Partial<PackageValues> = {}): PackageValues => ({
  ...emptyPackage(),
  title: '森のピクニック',
  helpText: '説明',
  maxPeople: '6',
  includedPeople: '2',
  price: '5000',
  weekendPrice: '6000',
  peopleExtraPrice: '1000',
  childrenExtraPrice: '500',
  displayOrder: '1',
  dogCategoryId: 'dog-category',
  photos: [{ fileName: 'a.jpg', url: '/a.jpg' }],
  ...over,
});

describe('createPackageSchema', () => {
  it('takes extra prices of 0: 0 is a price', async () => {
    expect(
      await validateWithSchema(
        createPackageSchema,
        filled({ peopleExtraPrice: '0', childrenExtraPrice: '０' }),
      ),
    ).toEqual({});
  });

  it('asks for an empty extra price with the docs/product.md §5 message', async () => {
    const errors = await validateWithSchema(
      createPackageSchema,
      filled({ peopleExtraPrice: '', childrenExtraPrice: ' ' }),
    );
    expect(errors).toEqual({
      peopleExtraPrice: ja.packages.validation.enterPeopleExtraPrice,
      childrenExtraPrice: ja.packages.validation.enterChildExtraPrice,
    });
  });

  it('still refuses a price of 0 (docs/product.md §5: price must be set)', async () => {
    const errors = await validateWithSchema(createPackageSchema, filled({ price: '0' }));
    expect(errors).toEqual({ price: ja.packages.validation.enterPrice });
  });

  it('says the maximum for a price above 10,000,000 yen, not the format', async () => {
    const errors = await validateWithSchema(
      createPackageSchema,
      filled({
        price: '99999999999999',
        peopleExtraPrice: '10000001',
        weekendSmallDogExtraPrice: '99 999 999 999 999',
      }),
    );
    expect(errors).toEqual({
      price: '10,000,000円以下で入力してください',
      peopleExtraPrice: '10,000,000円以下で入力してください',
      weekendSmallDogExtraPrice: '10,000,000円以下で入力してください',
    });
    expect(await validateWithSchema(createPackageSchema, filled({ price: '10000000' }))).toEqual(
      {},
    );
  });

  it('limits counts to 10,000', async () => {
    const errors = await validateWithSchema(
      createPackageSchema,
      filled({ maxPeople: '10001', maxSmallDogs: '20000' }),
    );
    expect(errors).toEqual({
      maxPeople: '10,000以下で入力してください',
      maxSmallDogs: '10,000以下で入力してください',
    });
  });
});

describe('updatePackageSchema', () => {
  it('applies the same maximum', async () => {
    const errors = await validateWithSchema(
      updatePackageSchema,
      filled({ childrenExtraPrice: '99999999999999' }),
    );
    expect(errors).toEqual({ childrenExtraPrice: '10,000,000円以下で入力してください' });
  });
});

describe('included people above the maximum', () => {
  it('is refused on 料金に含まれる人数, on add and on edit (full-width digits too)', async () => {
    const message = '料金に含まれる人数は最大人数以下にしてください';
    expect(
      await validateWithSchema(
        createPackageSchema,
        filled({ maxPeople: '2', includedPeople: '4' }),
      ),
    ).toEqual({ includedPeople: message });
    expect(
      await validateWithSchema(
        updatePackageSchema,
        filled({ maxPeople: '２', includedPeople: '３' }),
      ),
    ).toEqual({ includedPeople: message });
    expect(
      await validateWithSchema(
        createPackageSchema,
        filled({ maxPeople: '4', includedPeople: '4' }),
      ),
    ).toEqual({});
  });
});
