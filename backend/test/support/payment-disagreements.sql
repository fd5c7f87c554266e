-- The consistency check (0 rows expected): orders whose state disagrees with their payment rows —
-- the order's payment status differs from its current payment's row (or that row is missing); a
-- shipped-side order (payee … retournee) not paid; a waiting order already paid; money received on a
-- cancelled order, or twice on one order, without the refund flag. One column `d` describing each.
-- Run by ShopFixture.paymentDisagreements (backend tests) and by e2e/scale-out.test.mjs.
SELECT o.order_number || ' ' || o.status || ' ' || o.payment_status || ' / ' ||
       coalesce(cur.status, 'aucune ligne') || ' (' || paid.n || ' payée(s))' AS d
FROM orders o
LEFT JOIN order_payments cur ON cur.payment_id = o.mollie_payment_id
CROSS JOIN LATERAL (
  SELECT count(*)::int AS n FROM order_payments p WHERE p.order_id = o.id AND p.status = 'paid'
) paid
WHERE (o.mollie_payment_id IS NOT NULL AND (cur.payment_id IS NULL OR cur.status <> o.payment_status))
   OR (o.status IN ('payee', 'en_preparation', 'expediee', 'livree', 'retournee') AND o.payment_status <> 'paid')
   OR (o.status = 'en_attente_paiement' AND (o.payment_status = 'paid' OR paid.n > 0))
   OR (o.status = 'annulee' AND paid.n > 0 AND NOT o.refund_required)
   OR (paid.n > 1 AND NOT o.refund_required)
