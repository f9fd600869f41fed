-- Revoked sessions and changed users, announced on the realtime hub's channel with the commit that makes the
-- change (ADR 0003, 0011): every process keeps signed-in sessions for a few seconds and forgets them on these
-- notices. Triggers rather than the app, because sessions end in ways the app does not see (sign-out and password
-- resets inside better-auth, a deleted account's sessions by cascade), and a notice sent after a commit can be
-- lost in between. The payloads are the hub's bus messages (server/src/realtime/bus-message.ts).
CREATE FUNCTION realtime_sessions_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  revoked record;
  payload text;
BEGIN
  FOR revoked IN SELECT user_id, array_agg(id ORDER BY id) AS ids FROM ended_sessions GROUP BY user_id LOOP
    payload := json_build_object('kind', 'sessions-revoked', 'userId', revoked.user_id, 'sessionIds', revoked.ids)::text;
    -- A NOTIFY payload must be shorter than 8,000 bytes; without ids, every session of the user is meant.
    IF octet_length(payload) > 7999 THEN
      payload := json_build_object('kind', 'sessions-revoked', 'userId', revoked.user_id)::text;
    END IF;
    PERFORM pg_notify('bizbazaar_realtime', payload);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notice AFTER DELETE ON sessions REFERENCING OLD TABLE AS ended_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION realtime_sessions_revoked();
--> statement-breakpoint
CREATE FUNCTION realtime_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizbazaar_realtime', json_build_object('kind', 'user-changed', 'userId', NEW.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a cached session carries of its user (server/src/http/viewer.ts: role, e-mail and its confirmation).
CREATE TRIGGER profiles_session_fields_notice AFTER UPDATE OF role, email, email_verified ON profiles
  FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.email IS DISTINCT FROM NEW.email OR OLD.email_verified IS DISTINCT FROM NEW.email_verified)
  EXECUTE FUNCTION realtime_user_changed();
