-- A banner's subtitle and button label, per language like its title: the page draws them over the art, which carries no words.
ALTER TABLE "banners" ADD COLUMN "subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button_text" jsonb DEFAULT '{}'::jsonb NOT NULL;