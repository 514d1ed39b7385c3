/** One error of the API's errors envelope: `{ errors: [{ code, message? }] }`. */
export interface ApiErrorItem {
  code: string;
  message?: string;
}

/** Code given to an answer that carried no usable errors list (spec section 8). */
export const UNKNOWN_SERVER_ERROR = 'unknown-server-error';

/** Every failed call reaches components as this, whatever the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[], message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The first error code, for choosing a message. */
  get code(): string {
    return this.errors[0]?.code ?? '';
  }
}

function isErrorItem(value: unknown): value is ApiErrorItem {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorItem).code === 'string';
}

/**
 * The errors envelope of an answer, or the unknown-server-error answer with one empty code when the body is
 * missing or has no errors list.
 */
export function normaliseErrorBody(status: number, body: unknown): ApiError {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isErrorItem)) {
    return new ApiError(status, errors, errors[0]?.message ?? errors[0]?.code ?? UNKNOWN_SERVER_ERROR);
  }
  return new ApiError(status, [{ code: '' }], UNKNOWN_SERVER_ERROR);
}

/**
 * What a failed call rejected with, as an ApiError: an answer's error stays as it is, and a request that never
 * got an answer (network down, time limit, cancelled) has status 0 and the network-error code.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, [{ code: 'network-error', message }], message);
}
