CREATE TABLE "ledger_rows" (
	"generation" bigint NOT NULL,
	"created_at" double precision NOT NULL,
	"evaluated_at" double precision,
	"score" double precision,
	"id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"pipeline_id" uuid,
	"source" smallint NOT NULL,
	"status" smallint NOT NULL,
	"workspace" text NOT NULL,
	"fingerprint" "bytea",
	CONSTRAINT "ledger_rows_workspace_source_id_pk" PRIMARY KEY("workspace","source","id")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace" text NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"requests" bigint NOT NULL,
	"rows" bigint NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"workspace" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'never' NOT NULL,
	"as_of" timestamp with time zone,
	"computed_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"generation" bigint DEFAULT 0 NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"may_miss_answers" boolean DEFAULT false NOT NULL,
	"progress" jsonb,
	"error" jsonb,
	"checkpoint" "bytea",
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "ledger_rows_by_generation" ON "ledger_rows" USING btree ("workspace","generation","source","id");--> statement-breakpoint
CREATE INDEX "sync_runs_by_workspace" ON "sync_runs" USING btree ("workspace","id");