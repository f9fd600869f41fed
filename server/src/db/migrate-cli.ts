// npm run db:migrate: applies pending migrations to the configured database (the server also does it at start).
import { readConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const database = await openDatabase(readConfig().database);
await database.close();
console.log('Migrations applied.');
