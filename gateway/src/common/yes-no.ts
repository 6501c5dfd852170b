/** Yes = 1, no = 2 (docs/product.md §3) ↔ Boolean. */
export const yesNoToRest = (value: boolean): number => (value ? 1 : 2);
