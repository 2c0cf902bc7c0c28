ALTER TABLE "conversations" ADD COLUMN "unread_for_a" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread_for_b" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "latest_unread_at_a" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "latest_unread_at_b" timestamp with time zone;--> statement-breakpoint
-- Each side's unread messages move onto the conversation row (docs/decisions.md "Inbox unread
-- counts"); from now on the message insert and the read keep them. Back-fill from the unread
-- messages (messages_unread_idx covers them); rows with none keep the defaults.
UPDATE "conversations" c SET "unread_for_a" = u.n, "latest_unread_at_a" = u.latest
  FROM (SELECT receiver_id, sender_id, count(*)::int AS n, max(created_at) AS latest
          FROM "messages" WHERE read_at IS NULL GROUP BY receiver_id, sender_id) u
 WHERE c.member_a = u.receiver_id AND c.member_b = u.sender_id;--> statement-breakpoint
UPDATE "conversations" c SET "unread_for_b" = u.n, "latest_unread_at_b" = u.latest
  FROM (SELECT receiver_id, sender_id, count(*)::int AS n, max(created_at) AS latest
          FROM "messages" WHERE read_at IS NULL GROUP BY receiver_id, sender_id) u
 WHERE c.member_b = u.receiver_id AND c.member_a = u.sender_id;
