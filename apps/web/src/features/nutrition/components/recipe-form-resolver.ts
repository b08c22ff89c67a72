import type { FieldErrors, Resolver } from 'react-hook-form';
import { recipeFormErrors, type RecipeFormValues } from './recipe-form-values';

/** Places a message at a dotted path ('ingredients.0.items.1.name') of react-hook-form's nested errors. */
const setAt = (target: Record<string, unknown>, path: string, message: string) => {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || 'message' in next) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) ?? path;
  if (!(last in node)) node[last] = { type: 'validation', message };
};

/** Validates what would be sent (the contract's schema on the payload), so the form shows the API's rules. */
export const recipeFormResolver: Resolver<RecipeFormValues> = (values) => {
  const flat = recipeFormErrors(values);
  const paths = Object.keys(flat);
  if (paths.length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const path of paths) setAt(errors, path, flat[path] ?? '');
  return { values: {}, errors: errors as FieldErrors<RecipeFormValues> };
};
