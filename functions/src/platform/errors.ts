/** Typed errors: the domain throws them, the preset's error mapper turns them into `{ message }` answers. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, code?: string) {
    super(400, message, code);
  }
}

/** A wrong one-time code, reset token or current password: like a wrong login, it counts towards the abuse limits. */
export class WrongSecret extends BadRequest {}

export class Unauthorized extends AppError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this.', code?: string) {
    super(403, message, code);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, code?: string) {
    super(409, message, code);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message = 'Too many attempts. Please try again later.',
    /** Sent as the Retry-After header, so a client (or a polite bot) knows when to come back. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

/** The mail service refused or failed: the request made no change the user must undo. */
export class MailNotSent extends AppError {
  constructor() {
    super(502, 'We could not send the email right now. Please try again in a moment.');
  }
}
