import type { Options } from '@node-rs/argon2';

/** argon2id at OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1). Algorithm 2 is argon2id. */
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
