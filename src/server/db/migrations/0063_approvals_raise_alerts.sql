-- The deals list a page keeps (under the "alerts" version) shows each deal's latest player approval: a question
-- asked or answered must raise that version too, or the kept page keeps answering "playerApproval: null".
CREATE TRIGGER "approvals_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approvals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
