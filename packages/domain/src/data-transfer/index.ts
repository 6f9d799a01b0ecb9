export * from './device-export';
export * from './entries-csv';
export * from './export-format';
export { parseHabitatExport } from './habitat-import';
export {
  type ImportBaseline,
  type ImportMutation,
  type ImportPlan,
  type ImportPreview,
  type ImportPreviewHabit,
  planImport,
} from './import-plan';
export {
  checkImportCounts,
  IMPORT_BODY_BYTES,
  type ImportedEntry,
  type ImportedHabit,
  ImportFileError,
  type ImportSet,
  MAX_IMPORT_ENTRIES,
  MAX_IMPORT_HABITS,
} from './import-set';
export { type LoopDbHabit, type LoopDbRepetition, parseLoopDatabase } from './loop-database';
export { type ImportTextFile, parseLoopExport } from './loop-import';
