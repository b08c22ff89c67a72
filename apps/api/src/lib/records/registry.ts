import { TRASH_TYPES, type AuditRecordType, type PermissionKey, type TrashType } from '@coachboard/contract';
import type { RecordTypeDeclaration, TrashDeclaration } from './declaration.js';

/**
 * Every record type's declaration and the lists derived from them: which types the audit log reads, which go
 * to the trash, the order a batch comes back in, each type's parent and who may restore it. Nothing here is
 * written twice: a new record type joins every list by its declaration.
 */
export interface RecordTypes {
  get(type: AuditRecordType): RecordTypeDeclaration | undefined;
  /** The declared types, in the order they were listed. */
  readonly types: readonly AuditRecordType[];
  /** The types with a trash declaration. */
  readonly trashTypes: readonly TrashType[];
  /** Parents before what hangs off them: the order a batch comes back in. */
  readonly restoreOrder: readonly TrashType[];
  /** Children before parents: a purged parent's cascade would take a child's row with it anyway. */
  readonly purgeOrder: readonly TrashType[];
  parentTypeOf(type: TrashType): TrashType | undefined;
  /** The permission whose holders may restore the type: who may delete it. */
  restorePermissionOf(type: TrashType): PermissionKey;
}

const isTrashType = (type: AuditRecordType): type is TrashType =>
  (TRASH_TYPES as readonly string[]).includes(type);

/** Trash types ordered parents first (each after its parent), otherwise in the order they were listed. */
const parentsFirst = (trash: ReadonlyMap<TrashType, TrashDeclaration>): TrashType[] => {
  const ordered: TrashType[] = [];
  const visit = (type: TrashType, path: readonly TrashType[]) => {
    if (ordered.includes(type)) return;
    if (path.includes(type))
      throw new Error(`Record type parents form a loop: ${[...path, type].join(' → ')}`);
    const parent = trash.get(type)?.parent?.type;
    if (parent) {
      if (!trash.has(parent)) throw new Error(`Record type ${type}'s parent ${parent} declares no trash`);
      visit(parent, [...path, type]);
    }
    ordered.push(type);
  };
  for (const type of trash.keys()) visit(type, []);
  return ordered;
};

/** The registry of these declarations; a type declared twice, or a trash on a type the trash cannot hold, throws. */
export const recordTypeRegistry = (declarations: readonly RecordTypeDeclaration[]): RecordTypes => {
  const byType = new Map<AuditRecordType, RecordTypeDeclaration>();
  const trash = new Map<TrashType, TrashDeclaration>();
  for (const declaration of declarations) {
    if (byType.has(declaration.type)) throw new Error(`Record type ${declaration.type} is declared twice`);
    byType.set(declaration.type, declaration);
    if (!declaration.trash) continue;
    if (!isTrashType(declaration.type)) {
      throw new Error(`Record type ${declaration.type} declares a trash but is no trash type`);
    }
    trash.set(declaration.type, declaration.trash);
  }
  const restoreOrder = parentsFirst(trash);
  const trashOf = (type: TrashType) => {
    const declared = trash.get(type);
    if (!declared) throw new Error(`Record type ${type} declares no trash`);
    return declared;
  };
  return {
    get: (type) => byType.get(type),
    types: [...byType.keys()],
    trashTypes: [...trash.keys()],
    restoreOrder,
    purgeOrder: [...restoreOrder].reverse(),
    parentTypeOf: (type) => trash.get(type)?.parent?.type,
    restorePermissionOf: (type) => trashOf(type).deletedWith,
  };
};
