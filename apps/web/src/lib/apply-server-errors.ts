import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/** The form fields a server error may name: a list, or a test for generated names such as 'sets.0.reps'. */
export type ServerErrorFields<T extends FieldValues> =
  readonly FieldPath<T>[] | ((name: string) => name is FieldPath<T>);

/**
 * Puts a 422's `errors` ({ field: [messages] }) under the form's fields (the first message of each) and returns
 * the messages of fields the form does not have, for a banner. Anything but an ApiError with `errors` places
 * nothing and returns [].
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerErrorFields<NoInfer<T>>,
): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const isField =
    typeof fields === 'function'
      ? fields
      : (name: string): name is FieldPath<T> => (fields as readonly string[]).includes(name);
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(error.errors)) {
    const [first] = messages;
    if (first === undefined) continue;
    if (isField(name)) setError(name, { type: 'server', message: first });
    else unplaced.push(...messages);
  }
  return unplaced;
}
