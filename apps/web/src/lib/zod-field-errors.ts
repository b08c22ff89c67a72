import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A failed parse's issues as react-hook-form's flat errors, keyed by dotted path ('ingredients.0.items.1.name'):
 * the first message of each path, and for a union the first message of the branch that came closest.
 */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: Record<string, FieldError> = {};
  const queue = [...issues];
  for (let issue = queue.shift(); issue !== undefined; issue = queue.shift()) {
    const path = issue.path.join('.');
    if (issue.code === 'invalid_union') {
      const parent = issue.path;
      const closest = issue.errors.reduce<z.core.$ZodIssue[] | undefined>(
        (best, branch) => (best === undefined || branch.length < best.length ? branch : best),
        undefined,
      );
      errors[path] ??= {
        type: closest?.[0]?.code ?? issue.code,
        message: closest?.[0]?.message ?? issue.message,
      };
      for (const branch of issue.errors)
        queue.push(...branch.map((nested) => ({ ...nested, path: [...parent, ...nested.path] })));
      continue;
    }
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}
