-- Issue 28.2: the card on file, as the subscription's owner sees it in Billing (brand, last four
-- digits, expiry). Written when a checkout is fulfilled and when the card is updated (TEST MODE's
-- portal; Stripe's subscription events, read with its default payment method). NULL when not known.
ALTER TABLE subscriptions
  ADD COLUMN card_brand text,
  ADD COLUMN card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  ADD COLUMN card_exp_month smallint CHECK (card_exp_month BETWEEN 1 AND 12),
  ADD COLUMN card_exp_year smallint CHECK (card_exp_year BETWEEN 2000 AND 2200);
