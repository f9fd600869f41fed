// npm run admin:create -- --email admin@example.com --password '…' --name 'Asha Rao'
// Creates an admin, or promotes an existing user (then only --email is needed).
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { fieldsFromZodError } from '../http/errors.ts';
import { createAdminInputSchema, createOrPromoteAdmin } from '../modules/admin/create-admin.ts';

async function run() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  const parsed = createAdminInputSchema.safeParse(values);
  if (!parsed.success) {
    const problems = Object.values(fieldsFromZodError(parsed.error));
    throw new Error(`${problems.join('\n')}\nUsage: npm run admin:create -- --email you@example.com --password '…' --name 'Your Name'`);
  }
  const database = await openDatabase(readConfig().database);
  try {
    const result = await createOrPromoteAdmin(database.db, parsed.data);
    console.log(result.outcome === 'created' ? `Created admin ${parsed.data.email}.` : `Promoted ${parsed.data.email} to admin.`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
