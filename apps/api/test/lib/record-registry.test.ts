import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRASH_TYPES, trashRestoreRecordTypes } from '@coachboard/contract';
import { postsWithTrash, recipesWithTrash } from '../../src/db/schema/index.js';
import { recordType, recordTypeRegistry, type TrashDeclaration } from '../../src/lib/records/index.js';
import { appRecordTypes } from '../../src/record-types.js';

const trashOf = (table: TrashDeclaration['table']): TrashDeclaration => ({
  table,
  name: sql`1`,
  deletedWith: 'recipes.delete',
});

describe("the app's record types and the contract agree", () => {
  it('the declared trash types are the contract’s TRASH_TYPES, the panel’s filter', () => {
    expect([...appRecordTypes.trashTypes].sort()).toEqual([...TRASH_TYPES].sort());
  });

  it('each type is restored with the permission the contract gives the panel', () => {
    for (const type of TRASH_TYPES) {
      expect(appRecordTypes.restorePermissionOf(type), type).toBe(trashRestoreRecordTypes[type]);
    }
  });

  it('a batch comes back parents first and is purged children first', () => {
    const order = appRecordTypes.restoreOrder;
    expect(appRecordTypes.parentTypeOf('comment')).toBe('post');
    expect(appRecordTypes.parentTypeOf('day-exercise')).toBe('program');
    for (const type of order) {
      const parent = appRecordTypes.parentTypeOf(type);
      if (parent) expect(order.indexOf(parent), `${parent} before ${type}`).toBeLessThan(order.indexOf(type));
    }
    expect(appRecordTypes.purgeOrder).toEqual([...order].reverse());
  });
});

describe('recordTypeRegistry', () => {
  it('orders parents first whatever order they are listed in', () => {
    const registry = recordTypeRegistry([
      recordType({
        type: 'comment',
        read: async () => null,
        trash: { ...trashOf(postsWithTrash), parent: { type: 'post', of: async () => new Map() } },
      }),
      recordType({ type: 'recipe', read: async () => null, trash: trashOf(recipesWithTrash) }),
      recordType({ type: 'post', read: async () => null, trash: trashOf(postsWithTrash) }),
      recordType({ type: 'training-day', read: async () => null }),
    ]);
    expect(registry.restoreOrder).toEqual(['post', 'comment', 'recipe']);
    expect(registry.types).toEqual(['comment', 'recipe', 'post', 'training-day']);
    expect(registry.trashTypes).toEqual(['comment', 'recipe', 'post']);
  });

  it('refuses a type declared twice, a parent without a trash, a trash on a type the trash cannot hold', () => {
    const recipe = recordType({ type: 'recipe', read: async () => null });
    expect(() => recordTypeRegistry([recipe, recipe])).toThrow('declared twice');
    expect(() =>
      recordTypeRegistry([
        recordType({
          type: 'comment',
          read: async () => null,
          trash: { ...trashOf(postsWithTrash), parent: { type: 'post', of: async () => new Map() } },
        }),
      ]),
    ).toThrow('parent post declares no trash');
    expect(() =>
      recordTypeRegistry([
        recordType({ type: 'file', read: async () => null, trash: trashOf(postsWithTrash) }),
      ]),
    ).toThrow('no trash type');
  });
});
