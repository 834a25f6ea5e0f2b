-- The points accrual walks successful deposits in completion order from a cursor (modules/points/README.md).
CREATE INDEX IF NOT EXISTS "deposits_completed_idx" ON "deposits" USING btree ("completed_at","id") WHERE "status" = 'SUCCESS';
