import type { DogType } from '../../../__generated__/graphql';

/** Which dog fields a dog type uses: sizes apart, small dogs, or all sizes counted together. */
export function dogKinds(dogType: DogType) {
  return {
    bigAndMedium: dogType === 'BIG_AND_MEDIUM' || dogType === 'BOTH',
    small: dogType === 'SMALL' || dogType === 'BOTH',
    combined: dogType === 'COMBINED',
  };
}

export const DOG_TYPES: DogType[] = ['BIG_AND_MEDIUM', 'SMALL', 'BOTH', 'COMBINED'];
