import { type TSchema, Type } from 'typebox';

/** Every failure, whatever its status, has this one shape (ARCHITECTURE §5). */
export const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
});

/** A success answer carries its payload under `data`, as the spec's client reads it. */
export function Ok<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), data, message: Type.Optional(Type.String()) });
}

export const OkMessage = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** Standard error statuses declared on routes, so their bodies are serialised in the error shape. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  410: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
  502: ErrorResponse,
  503: ErrorResponse,
} as const;
