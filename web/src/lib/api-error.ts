// Kept apart from the client so the app shell can recognise API errors without loading the route table.
/** A failed call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** true when `message` is the server's own words, not one the client made up. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, code?: string, fromServer = false) {
    super(message);
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** docs/product.md#failures: a failure shows the server's message field, or the screen's fallback when there is none. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
