import type { AuditChange } from './audit.js';
import { formatEnumLabel, listLabels } from './labels.js';
import { formatDateOfBirth } from './users.js';

/** How a field is named in a sentence: `duration_weeks` reads "weeks". */
const fieldLabels: Record<string, string> = {
  duration_weeks: 'weeks',
  program_type: 'type',
  difficulty_level: 'difficulty',
  training_days_per_week: 'training days per week',
  workout_duration: 'workout duration',
  first_name: 'first name',
  last_name: 'last name',
  date_of_birth: 'date of birth',
  muscle_groups: 'muscle groups',
  primary_muscle_groups: 'primary muscle groups',
  secondary_muscle_groups: 'secondary muscle groups',
  target_muscle_group: 'target muscle group',
  yt_link: 'video link',
  is_at_home: 'at home',
  is_gym_based: 'gym based',
  image_file_id: 'image',
  profile_image_file_id: 'profile image',
  profile_image_id: 'profile image',
  is_active: 'active',
  team_role: 'role',
  sets_data: 'sets',
  groups: 'supersets and circuits',
};
export const auditFieldLabel = (field: string) => fieldLabels[field] ?? field.replace(/_/g, ' ');

/** Fields holding one value of an enumeration, written as the screens write it ('Hypertrophy'). */
const enumFields = new Set([
  'program_type',
  'difficulty_level',
  'gender',
  'role',
  'team_role',
  'type',
  'target_muscle_group',
]);

const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;

const isSimple = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value);

/** A value in a coach's words, or null when it has none (nested data: the phrase then says "changed"). */
const shown = (field: string, value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') {
    if (enumFields.has(field)) return formatEnumLabel(value);
    if (field === 'date_of_birth') return formatDateOfBirth(value);
    return quoted(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.every(isSimple) ? listLabels(value.map(String)) : null;
  }
  return null;
};

const setCount = (value: unknown) =>
  typeof value === 'object' && value !== null ? Object.keys(value).length : 0;

/**
 * One change as a phrase: `name "Strength" → "Strength Base"`, `weeks 4 → 6`, `password changed`. Ids and nested
 * data (an image, a recipe's ingredient sections) read "added", "removed" or "changed", never as numbers or item
 * counts; sets read as how many there are.
 */
export const describeAuditChange = (field: string, change: AuditChange) => {
  const label = auditFieldLabel(field);
  if ('changed' in change) return `${label} changed`;
  const { before, after } = change;
  if (field === 'sets_data') {
    const [was, now] = [setCount(before), setCount(after)];
    return was === now ? `${label} changed` : `${label} ${was} → ${now}`;
  }
  if (field.endsWith('_id')) {
    if (before === null || before === undefined) return `${label} added`;
    if (after === null || after === undefined) return `${label} removed`;
    return `${label} changed`;
  }
  const [was, now] = [shown(field, before), shown(field, after)];
  return was === null || now === null ? `${label} changed` : `${label} ${was} → ${now}`;
};

export const quotedName = quoted;
