-- The wallet balance of the external API account (GET /airports/getApiBalance): one row, yen.
CREATE TABLE wallet_balance (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  balance integer NOT NULL CHECK (balance >= 0),
  currency text NOT NULL DEFAULT 'JPY',
  updated_at timestamptz NOT NULL DEFAULT now()
);
