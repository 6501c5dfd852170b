-- Coupons. couponDiscountType: 1 = amount in yen (discount_amount), 2 = percentage (discount_percentage).
-- status: 1 = active, 2 = inactive. image is a stored file name or ''.
CREATE TABLE coupons (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (title <> ''),
  description text NOT NULL DEFAULT '',
  discount_amount integer NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  discount_percentage integer NOT NULL DEFAULT 0 CHECK (discount_percentage BETWEEN 0 AND 100),
  discount_type smallint NOT NULL DEFAULT 1 CHECK (discount_type IN (1, 2)),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  image text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coupons_title_key ON coupons (lower(title));
CREATE INDEX coupons_search_idx ON coupons USING gin ((title || ' ' || description) gin_trgm_ops);
CREATE INDEX coupons_created_idx ON coupons (created_at, id);
