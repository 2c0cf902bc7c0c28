-- Signed photo addresses carry the owner's photo version; raising it ends every address issued before
-- (docs/decisions.md "Photo addresses"). A constant default adds the column without a table rewrite.
ALTER TABLE "members" ADD COLUMN "photo_version" integer DEFAULT 0 NOT NULL;
