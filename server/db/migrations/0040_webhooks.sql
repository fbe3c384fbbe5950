-- Issue 36: signed webhooks. Administrators' endpoints; each event for an endpoint is one delivery, sent by the job
-- queue (job kind 'webhook-delivery', key 'webhook:<delivery id>'); each try of a delivery is one attempt, written
-- (and committed) before its request leaves, so a server killed mid-request leaves it 'sending' for the next run to
-- mark 'interrupted' and try again: an attempt is never sent twice nor lost (docs/operations.md).
CREATE TABLE IF NOT EXISTS webhook_endpoints (
  id serial PRIMARY KEY,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- 'page.published' | 'page.unpublished' | 'page.scheduled' | 'page.updated' | 'page.trashed' | 'page.deleted' |
  -- 'media.uploaded' | 'comment.added'
  events text[] NOT NULL,
  -- The signing secret, `whsec_` + base64 of 32 random bytes: kept as is, for the server must sign with it.
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- A "site build" endpoint: events a few seconds apart make one delivery.
  site_build boolean NOT NULL DEFAULT false,
  -- Why the server switched it off (too many failures); null when on or switched off by a person.
  disabled_reason text,
  disabled_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- The `webhook-id` header: the same on every attempt, so receivers can drop a repeat.
  message_id text NOT NULL UNIQUE,
  event text NOT NULL,
  -- The JSON body sent (Standard Webhooks: {type, timestamp, data}).
  payload jsonb NOT NULL,
  -- 'pending' | 'succeeded' | 'failed' (every attempt failed) | 'cancelled' (the endpoint was switched off)
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- A "site build" delivery still taking events: until its first attempt.
  gathering_until timestamptz,
  next_attempt_at timestamptz,
  -- Made again by "Send again": the delivery it repeats.
  resent_from bigint,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);
CREATE INDEX IF NOT EXISTS webhook_deliveries_created_idx ON webhook_deliveries (created_at);

CREATE TABLE IF NOT EXISTS webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  number integer NOT NULL,
  -- 'sending' | 'succeeded' | 'failed' | 'refused' (address not allowed) | 'interrupted' (the server stopped mid-send)
  outcome text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  -- The request as sent: its headers (signature included) and its address.
  request_headers jsonb NOT NULL,
  address text,
  response_status integer,
  -- The response's first 1 kB.
  response_body text,
  error text,
  UNIQUE (delivery_id, number)
);
CREATE INDEX IF NOT EXISTS webhook_attempts_started_idx ON webhook_attempts (started_at);
