export { parseRecord, splitTitle, type RecordContext } from './record.js';
export { scanCitingDocument, isCitingCandidatePath, commentSpans, CODE_EXTENSIONS, type CitingScanOptions } from './citing.js';
export { createReferenceScanner, scanMarkdownLine, type ReferenceScanner } from './references.js';
export { parseFrontMatter } from './front-matter.js';
export { isCodePath } from './code-paths.js';
export { isoDate, lifecycleOf, statusPhrase } from './fields.js';
