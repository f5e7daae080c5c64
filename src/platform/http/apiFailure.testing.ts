import { ApiError } from './errors';

/** Tests only: the ApiError a request fails with; fails the test if it succeeds or throws anything else. */
export async function apiFailureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}
