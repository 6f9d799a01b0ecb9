import { type TLiteral, type TUnion, Type } from 'typebox';

/** A closed set of strings from the domain's constant list, with one message for any other value. */
export function literals<const T extends readonly string[]>(
  values: T,
  errorMessage: string,
): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    { errorMessage },
  ) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
}
