import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts the server's per-field messages (ARCHITECTURE §4 `fields`) under the matching form fields. */
export function setServerFieldErrors<TFieldValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFieldValues>,
  fieldNames: readonly Path<TFieldValues>[],
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const fieldName of fieldNames) {
    const message = error.fields[fieldName];
    if (message) setError(fieldName, { type: 'server', message });
  }
}
