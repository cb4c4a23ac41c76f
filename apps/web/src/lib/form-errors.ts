import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts a refused request's field messages (the 400's `fields`) on the form fields of those names; true when it
 * placed at least one, so the caller toasts only what no field shows.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<T>, { message });
    placed = true;
  }
  return placed;
}
