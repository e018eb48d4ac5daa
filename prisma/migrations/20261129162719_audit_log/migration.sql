-- CreateEnum
CREATE TYPE "AuditActor" AS ENUM ('USER', 'SYSTEM');

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "actorKind" "AuditActor" NOT NULL,
    "actorUserId" INTEGER,
    "actorRole" "Role",
    "action" VARCHAR(64) NOT NULL,
    "targetType" VARCHAR(32) NOT NULL,
    "targetId" VARCHAR(64) NOT NULL,
    "summary" JSONB NOT NULL,
    "requestId" VARCHAR(64),

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_at_id_idx" ON "AuditEntry"("at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_actorUserId_at_idx" ON "AuditEntry"("actorUserId", "at" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_action_at_idx" ON "AuditEntry"("action", "at" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_targetType_targetId_idx" ON "AuditEntry"("targetType", "targetId");

-- Append-only: an entry, once written, is neither changed nor removed, whoever asks (the app,
-- a script, an operator's SQL). TRUNCATE is left to whoever resets a whole database (the seed
-- script's reset), which is not an edit of the record.
CREATE FUNCTION "AuditEntry_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditEntry_append_only" BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "AuditEntry_refuse_change"();
