-- Where a share's e-mail invitation stands: 'not-sent' (no mail server set up: kept in the outbox), 'queued'
-- (handed to the mail job), 'sent' (the mail server accepted it); null for a share no invitation was mailed for.
ALTER TABLE "trip_shares" ADD COLUMN "invitation_delivery" text;
