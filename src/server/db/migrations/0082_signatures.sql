CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"player_id" uuid,
	"player_name" text NOT NULL,
	"title" text NOT NULL,
	"clauses" jsonb NOT NULL,
	"status" text DEFAULT 'borrador' NOT NULL,
	"status_reason" text,
	"original_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"final_key" text,
	"final_sha256" text,
	"sealed" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "signature_requests_status" CHECK ("signature_requests"."status" in ('borrador', 'enviada', 'firmada', 'rechazada'))
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"user_id" text,
	"link_token_hash" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"typed_name" text,
	"drawing" text,
	"ip" text,
	"user_agent" text,
	"seen_sha256" text,
	"refused_at" timestamp with time zone,
	"refused_reason" text,
	CONSTRAINT "signature_signers_link_token_hash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "signature_signers_order" UNIQUE("request_id","position")
);
--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "signed_on" date;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_record_idx" ON "signature_requests" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "signature_requests_player_idx" ON "signature_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "signature_requests_original_idx" ON "signature_requests" USING btree ("original_sha256");--> statement-breakpoint
CREATE INDEX "signature_requests_final_idx" ON "signature_requests" USING btree ("final_sha256");
--> statement-breakpoint
-- Signed papers are facts. A signed or refused request never changes (but for forgetting a deleted member who
-- created it), and one that was sent is never deleted; a signer who signed or refused never changes (but for
-- forgetting a deleted account) and is never deleted.
CREATE FUNCTION "palco_signature_request_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."status" <> 'borrador' THEN
      RAISE EXCEPTION 'Un documento enviado a firmar no se elimina' USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD."status" IN ('firmada', 'rechazada')
     AND (to_jsonb(NEW) - 'created_by') IS DISTINCT FROM (to_jsonb(OLD) - 'created_by') THEN
    RAISE EXCEPTION 'Un documento firmado o rechazado no cambia' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "signature_requests_fact" BEFORE UPDATE OR DELETE ON "signature_requests" FOR EACH ROW EXECUTE FUNCTION "palco_signature_request_fact"();--> statement-breakpoint
CREATE FUNCTION "palco_signature_signer_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."signed_at" IS NULL AND OLD."refused_at" IS NULL THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'user_id') IS DISTINCT FROM (to_jsonb(OLD) - 'user_id') THEN
    RAISE EXCEPTION 'Una firma dada no cambia ni se elimina' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "signature_signers_fact" BEFORE UPDATE OR DELETE ON "signature_signers" FOR EACH ROW EXECUTE FUNCTION "palco_signature_signer_fact"();--> statement-breakpoint
CREATE TRIGGER "signature_requests_bump_alerts" AFTER INSERT OR UPDATE OR DELETE ON "signature_requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
