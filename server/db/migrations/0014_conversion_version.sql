-- Issue 23: each machine-made Chinese version names the conversion (phrase dictionary, OpenCC)
-- it was made with, so a change of dictionary converts stored versions again at start
-- (refreshConversions). Existing rows have none and are converted once.
ALTER TABLE "category_translations" ADD COLUMN "converted_with" text;--> statement-breakpoint
ALTER TABLE "mark_groups" ADD COLUMN "titles_converted_with" text;--> statement-breakpoint
ALTER TABLE "prompt_translations" ADD COLUMN "converted_with" text;