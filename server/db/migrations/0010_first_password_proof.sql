-- When an e-mail link opened a session (issue #22, first password with only a stolen token): an
-- account without a password may set its first one only from a session a link opened minutes
-- ago, so a stolen access token alone cannot. Sessions opened before this have no such proof.
ALTER TABLE "sessions" ADD COLUMN "email_link_at" timestamp with time zone;
