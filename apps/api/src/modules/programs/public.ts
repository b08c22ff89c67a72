// What other modules and the app may use of the programs module; everything else in this folder is private to it.
export { programsModule } from './programs-module.js';
export { programRecord } from './program-record.js';
export { programSearchSource } from './program-search-source.js';
// What the assignments module builds on: the program itself, its summary, and a copy of it (personal copies).
export { findProgramSummary, programExists } from './programs-repository.js';
export { programWithImageColumns, toProgramSummary } from './program-summary.js';
export { lockCopySource, programCopiedColumns, type CopySource } from './program-copy-source.js';
export {
  duplicateProgram,
  storeImageCopies,
  type DuplicateProgramContext,
} from './use-cases/duplicate-program.js';
