-- Whether an account's address was proven by a link mailed to it (issue #22, pre-account
-- takeover): only then does it sign in or show as the account's. Accounts without a password were
-- created by such a link, so their address is verified already; registered ones are not.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "password_hash" IS NULL AND "email" IS NOT NULL;
