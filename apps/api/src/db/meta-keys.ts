/** Keys of the app_meta table, shared by the seed (which writes them) and the features (which read them). */
export const META_KEYS = {
  referenceVersion: 'reference_version',
} as const;
