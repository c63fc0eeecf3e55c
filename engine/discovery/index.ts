export { discoverCollections, collectionOf, isRecordFile, isConventionalCollectionDir, isTemplatePath, type DiscoveryInput } from './collections.js';
export { walkWorkspace, globMatcher, isSkippedDirectoryName, type WalkResult, type WalkOptions, type PathMatcher } from './walk.js';
