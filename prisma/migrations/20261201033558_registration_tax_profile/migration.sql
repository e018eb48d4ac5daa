-- AlterTable
ALTER TABLE "BusinessRegistration" ADD COLUMN     "gstHstNumber" VARCHAR(15),
ADD COLUMN     "pstNumber" VARCHAR(20),
ADD COLUMN     "qstNumber" VARCHAR(16);

-- The shapes the service checks (shared/tax/registration-numbers.ts), held by the database too,
-- as they are on "Provider", which an approval copies them to.
ALTER TABLE "BusinessRegistration" ADD CONSTRAINT "BusinessRegistration_gstHstNumber_shape"
  CHECK ("gstHstNumber" IS NULL OR "gstHstNumber" ~ '^[0-9]{9}RT[0-9]{4}$');
ALTER TABLE "BusinessRegistration" ADD CONSTRAINT "BusinessRegistration_qstNumber_shape"
  CHECK ("qstNumber" IS NULL OR "qstNumber" ~ '^[0-9]{10}TQ[0-9]{4}$');
