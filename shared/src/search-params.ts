// URLSearchParams is a WHATWG global in browsers and Node alike, but shared compiles without
// DOM or Node typings: this is the slice of it we use, typed locally.
export type SearchParamsLike = { getAll(name: string): string[]; get(name: string): string | null };

type SearchParamsInstance = SearchParamsLike & {
  append(name: string, value: string): void;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
};

export const SearchParams: new (init?: string) => SearchParamsInstance = Reflect.get(
  globalThis,
  'URLSearchParams',
);
