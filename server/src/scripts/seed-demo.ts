// npm run db:seed: demo accounts and listings on the configured database, if it has no users yet.
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { describeDemoAccounts, seedDemoData } from '../db/seed/seed-demo.ts';

const database = await openDatabase(readConfig().database);
const isSeeded = await seedDemoData(database.db);
await database.close();
console.log(isSeeded ? `Demo data created.\n${describeDemoAccounts()}` : 'The database already has users; demo data was not added.');
