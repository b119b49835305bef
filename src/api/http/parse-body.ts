import { ApiError } from './api-error';

/** undefined for an empty body; a 2xx that is not JSON is a shape error, an error page is tolerated. */
export async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok)
      throw new ApiError('shape', 'The service answered something that is not JSON.', response.status);
    return undefined;
  }
}
