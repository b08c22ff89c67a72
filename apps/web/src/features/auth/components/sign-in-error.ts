import { authMessages } from '@coachboard/contract/auth-messages';
import { sessionMessages } from '@coachboard/contract/session';
import { ApiError } from '@/lib/api-error';

/** A refusal whose message is already the one to show (access denied, malformed answer). */
export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

/** Server text first, else 'Failed to sign in'; anything that is not an answer is unexpected. */
export const signInErrorMessage = (error: unknown) => {
  if (error instanceof SignInError) return error.message;
  if (error instanceof ApiError) {
    const isGeneric = error.message === sessionMessages.httpError(error.status);
    return isGeneric ? authMessages.signInFailed : error.message;
  }
  return authMessages.signInUnexpected;
};
