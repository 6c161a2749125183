-- When the AIF admin's "Send to Investor" handed a draft to its investor (0-product-decisions §12): the
-- investor may complete that draft until it submits it; a draft staff are still preparing is read-only to
-- the investor. Cleared when the investor submits.
ALTER TABLE applications ADD COLUMN sent_to_investor_at timestamptz;

-- Drafts already sent keep their investor's access: the send is in the audit trail.
UPDATE applications a
SET sent_to_investor_at = s.at
FROM (
  SELECT entity_id, max(at) AS at
  FROM audit_trail
  WHERE entity = 'application' AND action = 'sent_to_investor'
  GROUP BY entity_id
) s
WHERE a.status = 'draft' AND s.entity_id = a.id::text;
