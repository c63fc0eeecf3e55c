export { discoverCollections, collectionOf, isRecordFile, isConventionalCollectionDir, isTemplatePath, isTemplateDocument, isTemplateFileName, isRecordFolderFile, type DiscoveryInput, type HasFile } from './collections.js';
export { walkWorkspace, globMatcher, isSkippedDirectoryName, type WalkResult, type WalkOptions, type PathMatcher } from './walk.js';
