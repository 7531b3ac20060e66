CREATE TABLE "sync_scopes" (
	"workspace" text NOT NULL,
	"canonical" text NOT NULL,
	"scope" jsonb NOT NULL,
	"status" text NOT NULL,
	"as_of" timestamp with time zone,
	"generation" bigint DEFAULT 0 NOT NULL,
	"may_miss_answers" boolean DEFAULT false NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_scopes_workspace_canonical_pk" PRIMARY KEY("workspace","canonical")
);
