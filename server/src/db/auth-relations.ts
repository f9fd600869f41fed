// The relations better-auth joins on (ADR 0003), so it reads a session together with its user in one query
// rather than two (docs/performance.md, "Fewer statements per message"). Only auth's own tables: the app's
// queries write their joins out.
import { relations } from 'drizzle-orm';
import { accounts, profiles, sessions } from './schema.ts';

export const profileAuthRelations = relations(profiles, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}));

export const sessionUserRelation = relations(sessions, ({ one }) => ({
  user: one(profiles, { fields: [sessions.userId], references: [profiles.id] }),
}));

export const accountUserRelation = relations(accounts, ({ one }) => ({
  user: one(profiles, { fields: [accounts.userId], references: [profiles.id] }),
}));
