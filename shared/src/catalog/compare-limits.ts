// How many scooters the comparator takes (2 to 4). Its own module so the light selection store
// of the shop (localStorage) does not load the comparison table logic of compare.ts.
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
