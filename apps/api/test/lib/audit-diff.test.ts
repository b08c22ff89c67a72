import { describe, expect, it } from 'vitest';
import { diffFields, withoutSecrets } from '../../src/lib/audit.js';

describe('diffFields', () => {
  it('keeps only the fields whose values differ, with before and after', () => {
    expect(
      diffFields(
        { name: 'Strength', duration_weeks: 4, muscle_groups: ['legs', 'back'], description: null },
        { name: 'Strength Base', duration_weeks: 6, muscle_groups: ['legs', 'back'], description: null },
      ),
    ).toEqual({
      name: { before: 'Strength', after: 'Strength Base' },
      duration_weeks: { before: 4, after: 6 },
    });
  });

  it('treats a missing field as null, and answers null when nothing changed', () => {
    expect(diffFields({ a: 1 }, { a: 1, b: null })).toBeNull();
    expect(diffFields(null, { name: 'New' })).toEqual({ name: { before: null, after: 'New' } });
    expect(diffFields({ name: 'Gone' }, null)).toEqual({ name: { before: 'Gone', after: null } });
  });

  it('compares nested values by content', () => {
    const before = { ingredients: [{ section: 'Main', items: [{ name: 'Oats', amount: '50 g' }] }] };
    const same = structuredClone(before);
    expect(diffFields(before, same)).toBeNull();
    same.ingredients[0]!.items[0]!.amount = '60 g';
    expect(diffFields(before, same)).toEqual({
      ingredients: { before: before.ingredients, after: same.ingredients },
    });
  });

  it('writes a changed secret as changed only, never its values', () => {
    const changes = diffFields(
      { password: 'Old@Pass1', email: 'a@x.test' },
      { password: 'New@Pass2', email: 'a@x.test' },
    );
    expect(changes).toEqual({ password: { changed: true } });
    expect(JSON.stringify(changes)).not.toContain('Pass');
  });
});

describe('withoutSecrets', () => {
  it('drops secret keys at any depth and keeps the rest', () => {
    expect(
      withoutSecrets({
        email: 'a@x.test',
        token: 't',
        nested: [{ code: '123456', name: 'kept' }],
        refresh_token: 'r',
      }),
    ).toEqual({ email: 'a@x.test', nested: [{ name: 'kept' }] });
  });
});
