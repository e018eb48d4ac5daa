-- CreateTable
CREATE TABLE "FailedSignIn" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FailedSignIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FailedSignIn_email_createdAt_idx" ON "FailedSignIn"("email", "createdAt");

-- CreateIndex
CREATE INDEX "FailedSignIn_createdAt_idx" ON "FailedSignIn"("createdAt");
