-- Rate-limit counters need no trip to the disk (ADR 0008): unlogged, a request's count commits without waiting
-- for a WAL flush. A clean restart keeps them; a crash empties them, and every window starts again.
ALTER TABLE rate_limit_counters SET UNLOGGED;
