-- Invited-friends lists read a member's referrals by referred_by.
CREATE INDEX IF NOT EXISTS "members_referred_by_idx" ON "members" USING btree ("referred_by","created_at") WHERE "referred_by" IS NOT NULL;
