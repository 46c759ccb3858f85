-- Every list a screen shows is kept between writes (db/lib/versioned-view.ts keptPages) while the "alerts" data
-- version stands: the tables those lists read that did not raise it yet now do, and every change to a member (a
-- name, an email, a deactivation), not only to their role.
CREATE TRIGGER "fifa_rules_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fifa_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "documents_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "okrs_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "okrs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "investments_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "investments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "invoices_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_lines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "invoiced_commissions_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoiced_commissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "invoice_cancellations_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_cancellations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "collaborators_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collaborators" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "split_lines_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "split_lines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "commission_shares_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commission_shares" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "collaborator_payouts_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collaborator_payouts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "activity_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "team_invitations_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_invitations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
CREATE TRIGGER "billing_issuers_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "billing_issuers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
--> statement-breakpoint
DROP TRIGGER "user_role_bump_alerts" ON "user";
--> statement-breakpoint
CREATE TRIGGER "user_bump_alerts" AFTER INSERT OR UPDATE OR DELETE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
