/** The running build's version (the root package's version; set by the build, "dev" otherwise). */
export const API_VERSION: string = process.env.VOCAKEY_VERSION ?? 'dev';
