import type { Db } from '../client.ts';
import { seedAdminAccount, type AdminAccount } from './admin-account.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedReference } from './reference.ts';
import { seedSite } from './site.ts';

export interface SeedOptions {
  demoAccounts: boolean;
  /** The first administrator (ADMIN_EMAIL / ADMIN_PASSWORD), created or promoted in every environment. */
  admin?: AdminAccount;
}

/** Idempotent: a second run finds everything in place and changes nothing. */
export async function runSeed(db: Db, options: SeedOptions): Promise<{ referenceVersion: string }> {
  const { version } = await seedReference(db);
  await seedSite(db);
  if (options.demoAccounts) await seedDemoAccounts(db);
  if (options.admin) await seedAdminAccount(db, options.admin);
  return { referenceVersion: version };
}
