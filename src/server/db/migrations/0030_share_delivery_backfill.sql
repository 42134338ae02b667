-- Invitations mailed before their delivery was kept get it from what the server still holds of them: the
-- invitation kept in the outbox (no mail server) is 'not-sent'; one whose mail job is still waiting, or ended
-- without the mail server taking it, is 'queued', as the mail job leaves it; the others were handed to the mail
-- server ('sent'). Shares made to an account without an e-mail address were mailed to no one and stay null.
UPDATE trip_shares s SET invitation_delivery = 'not-sent'
WHERE s.invitation_delivery IS NULL
  AND (s.shared_with_email IS NOT NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = s.shared_with_id AND u.email IS NOT NULL))
  AND EXISTS (SELECT 1 FROM outbox o WHERE strpos(o.text, '/shared-trip/' || s.invite_token) > 0);
--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL AND to_regclass('pgboss.archive') IS NOT NULL THEN
    WITH invitation_jobs AS (
      SELECT (data->'receipt'->>'id') AS share_id, bool_or(state = 'completed') AS taken
      FROM (SELECT name, data, state FROM pgboss.job UNION ALL SELECT name, data, state FROM pgboss.archive) j
      WHERE name = 'send-mail' AND data->'receipt'->>'topic' = 'share-invitation'
      GROUP BY 1
    )
    UPDATE trip_shares s SET invitation_delivery = 'queued'
    FROM invitation_jobs i
    WHERE s.invitation_delivery IS NULL AND i.share_id = s.id::text AND NOT i.taken;
  END IF;
END $$;
--> statement-breakpoint
UPDATE trip_shares s SET invitation_delivery = 'sent'
WHERE s.invitation_delivery IS NULL
  AND (s.shared_with_email IS NOT NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = s.shared_with_id AND u.email IS NOT NULL));
