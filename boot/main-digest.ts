// Set by scripts/build.mjs for each start bundle: the digest of the main bundle it runs.
declare const __ADR_LENS_MAIN_DIGEST__: string | undefined;

/** The digest of the main bundle beside this start; undefined when run from source, where no cache is kept. */
export const MAIN_DIGEST: string | undefined = typeof __ADR_LENS_MAIN_DIGEST__ === 'string' ? __ADR_LENS_MAIN_DIGEST__ : undefined;
