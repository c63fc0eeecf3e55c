// The id of this engine build, set by the bundler (scripts/build.mjs) from the engine's sources: a snapshot written
// by another build may hold records parsed or findings judged by other code, so it is never used.
declare const __ADR_LENS_BUILD__: string | undefined;

export const BUILD_ID: string | undefined = typeof __ADR_LENS_BUILD__ === 'string' ? __ADR_LENS_BUILD__ : undefined;
