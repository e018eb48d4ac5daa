-- CreateEnum
CREATE TYPE "Role" AS ENUM ('CUSTOMER', 'PROVIDER', 'ADMIN');

-- CreateEnum
CREATE TYPE "ProviderStatus" AS ENUM ('PENDING', 'ACTIVE', 'REJECTED');

-- CreateEnum
CREATE TYPE "RegistrationStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "SlotStatus" AS ENUM ('AVAILABLE', 'BOOKED', 'UNAVAILABLE');

-- CreateEnum
CREATE TYPE "ScheduleFrequency" AS ENUM ('WEEKLY', 'BIWEEKLY', 'MONTHLY');

-- CreateEnum
CREATE TYPE "ScheduleStatus" AS ENUM ('ACTIVE', 'PAUSED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('PENDING', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "TransferStatus" AS ENUM ('PENDING', 'COMPLETED', 'TRANSFERRED', 'FAILED');

-- CreateEnum
CREATE TYPE "LedgerEntryKind" AS ENUM ('PLATFORM_FEE', 'PROVIDER_SHARE', 'REFUND');

-- CreateTable
CREATE TABLE "City" (
    "id" SERIAL NOT NULL,
    "geonameId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "province" TEXT NOT NULL,
    "provinceCode" TEXT NOT NULL,
    "population" INTEGER NOT NULL,
    "tier" INTEGER NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "timeZone" TEXT NOT NULL,

    CONSTRAINT "City_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "minPriceCents" INTEGER NOT NULL,
    "maxPriceCents" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Provider" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "serviceArea" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "imageUrl" TEXT,
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "startingPrice" INTEGER NOT NULL,
    "specialties" TEXT[],
    "availability" TEXT[],
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "isMobileService" BOOLEAN NOT NULL DEFAULT false,
    "isCertified" BOOLEAN NOT NULL DEFAULT false,
    "status" "ProviderStatus" NOT NULL DEFAULT 'PENDING',
    "approvedBy" TEXT,
    "approvedAt" TIMESTAMP(3),
    "rejectionReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "cityId" INTEGER NOT NULL,

    CONSTRAINT "Provider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProviderCategory" (
    "providerId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,

    CONSTRAINT "ProviderCategory_pkey" PRIMARY KEY ("providerId","categoryId")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" SERIAL NOT NULL,
    "providerId" INTEGER NOT NULL,
    "customerName" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "comment" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Booking" (
    "id" SERIAL NOT NULL,
    "providerId" INTEGER NOT NULL,
    "customerId" INTEGER,
    "customerName" TEXT NOT NULL,
    "customerPhone" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "address" TEXT,
    "serviceType" TEXT NOT NULL,
    "serviceDetails" TEXT NOT NULL DEFAULT '',
    "specialInstructions" TEXT NOT NULL DEFAULT '',
    "preferredDate" DATE NOT NULL,
    "preferredTime" TEXT NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'CONFIRMED',
    "estimatedPrice" INTEGER,
    "actualPrice" INTEGER,
    "timeSlotId" INTEGER,
    "recurringScheduleId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TimeSlot" (
    "id" SERIAL NOT NULL,
    "providerId" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "status" "SlotStatus" NOT NULL DEFAULT 'AVAILABLE',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimeSlot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecurringSchedule" (
    "id" SERIAL NOT NULL,
    "providerId" INTEGER NOT NULL,
    "customerId" INTEGER,
    "customerName" TEXT NOT NULL,
    "customerPhone" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "serviceDetails" TEXT NOT NULL DEFAULT '',
    "frequency" "ScheduleFrequency" NOT NULL,
    "dayOfWeek" INTEGER,
    "dayOfMonth" INTEGER,
    "preferredTime" TEXT NOT NULL DEFAULT '09:00',
    "specialInstructions" TEXT NOT NULL DEFAULT '',
    "estimatedPrice" INTEGER NOT NULL DEFAULT 15000,
    "startDate" DATE NOT NULL,
    "nextBookingDate" DATE NOT NULL,
    "status" "ScheduleStatus" NOT NULL DEFAULT 'ACTIVE',
    "totalBookings" INTEGER NOT NULL DEFAULT 0,
    "pausedUntil" DATE,
    "stripeSubscriptionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RecurringSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER,
    "recurringScheduleId" INTEGER,
    "providerId" INTEGER,
    "stripePaymentIntentId" TEXT,
    "stripeSubscriptionId" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'cad',
    "totalAmount" INTEGER NOT NULL,
    "platformFee" INTEGER NOT NULL,
    "platformCommissionBps" INTEGER NOT NULL DEFAULT 1000,
    "paymentStatus" "PaymentStatus" NOT NULL DEFAULT 'PENDING',
    "transferStatus" "TransferStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" SERIAL NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "kind" "LedgerEntryKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StripeEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StripeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessRegistration" (
    "id" SERIAL NOT NULL,
    "businessName" TEXT NOT NULL,
    "ownerName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "province" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "businessType" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "services" TEXT[],
    "isMobile" BOOLEAN NOT NULL DEFAULT false,
    "isInsured" BOOLEAN NOT NULL DEFAULT false,
    "yearsInBusiness" INTEGER NOT NULL DEFAULT 0,
    "website" TEXT,
    "status" "RegistrationStatus" NOT NULL DEFAULT 'PENDING',
    "reviewNotes" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "reviewedById" INTEGER,
    "providerId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuizSession" (
    "id" TEXT NOT NULL,
    "userId" INTEGER,
    "serviceType" TEXT NOT NULL,
    "budget" TEXT NOT NULL,
    "urgency" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "mobilePreference" TEXT NOT NULL,
    "certificationImportance" TEXT NOT NULL,
    "specialRequirements" TEXT[],
    "additionalNotes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuizSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'CUSTOMER',
    "providerId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushToken" (
    "id" SERIAL NOT NULL,
    "token" TEXT NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "PushToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "City_geonameId_key" ON "City"("geonameId");

-- CreateIndex
CREATE UNIQUE INDEX "City_slug_key" ON "City"("slug");

-- CreateIndex
CREATE INDEX "City_tier_population_idx" ON "City"("tier", "population" DESC);

-- CreateIndex
CREATE INDEX "City_provinceCode_idx" ON "City"("provinceCode");

-- CreateIndex
CREATE UNIQUE INDEX "Category_slug_key" ON "Category"("slug");

-- CreateIndex
CREATE INDEX "Provider_status_cityId_idx" ON "Provider"("status", "cityId");

-- CreateIndex
CREATE INDEX "Provider_latitude_longitude_idx" ON "Provider"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Provider_status_rating_idx" ON "Provider"("status", "rating" DESC);

-- CreateIndex
CREATE INDEX "Provider_status_startingPrice_idx" ON "Provider"("status", "startingPrice");

-- CreateIndex
CREATE INDEX "ProviderCategory_categoryId_providerId_idx" ON "ProviderCategory"("categoryId", "providerId");

-- CreateIndex
CREATE INDEX "Review_createdAt_idx" ON "Review"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "Review_providerId_createdAt_idx" ON "Review"("providerId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Booking_timeSlotId_key" ON "Booking"("timeSlotId");

-- CreateIndex
CREATE INDEX "Booking_providerId_preferredDate_idx" ON "Booking"("providerId", "preferredDate");

-- CreateIndex
CREATE INDEX "Booking_providerId_status_idx" ON "Booking"("providerId", "status");

-- CreateIndex
CREATE INDEX "Booking_customerEmail_idx" ON "Booking"("customerEmail");

-- CreateIndex
CREATE INDEX "Booking_customerId_idx" ON "Booking"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "TimeSlot_providerId_startsAt_key" ON "TimeSlot"("providerId", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "RecurringSchedule_stripeSubscriptionId_key" ON "RecurringSchedule"("stripeSubscriptionId");

-- CreateIndex
CREATE INDEX "RecurringSchedule_customerEmail_idx" ON "RecurringSchedule"("customerEmail");

-- CreateIndex
CREATE INDEX "RecurringSchedule_customerId_idx" ON "RecurringSchedule"("customerId");

-- CreateIndex
CREATE INDEX "RecurringSchedule_providerId_idx" ON "RecurringSchedule"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_stripePaymentIntentId_key" ON "Payment"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "Payment_createdAt_idx" ON "Payment"("createdAt");

-- CreateIndex
CREATE INDEX "Payment_providerId_createdAt_idx" ON "Payment"("providerId", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_createdAt_idx" ON "LedgerEntry"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_paymentId_kind_key" ON "LedgerEntry"("paymentId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessRegistration_providerId_key" ON "BusinessRegistration"("providerId");

-- CreateIndex
CREATE INDEX "BusinessRegistration_status_createdAt_idx" ON "BusinessRegistration"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_providerId_idx" ON "User"("providerId");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "PushToken_token_key" ON "PushToken"("token");

-- AddForeignKey
ALTER TABLE "Provider" ADD CONSTRAINT "Provider_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderCategory" ADD CONSTRAINT "ProviderCategory_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderCategory" ADD CONSTRAINT "ProviderCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_timeSlotId_fkey" FOREIGN KEY ("timeSlotId") REFERENCES "TimeSlot"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_recurringScheduleId_fkey" FOREIGN KEY ("recurringScheduleId") REFERENCES "RecurringSchedule"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeSlot" ADD CONSTRAINT "TimeSlot_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringSchedule" ADD CONSTRAINT "RecurringSchedule_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringSchedule" ADD CONSTRAINT "RecurringSchedule_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_recurringScheduleId_fkey" FOREIGN KEY ("recurringScheduleId") REFERENCES "RecurringSchedule"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessRegistration" ADD CONSTRAINT "BusinessRegistration_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessRegistration" ADD CONSTRAINT "BusinessRegistration_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuizSession" ADD CONSTRAINT "QuizSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "Provider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushToken" ADD CONSTRAINT "PushToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- CHECK constraints: rules Prisma's schema language cannot express, written by hand.
-- The schema engine does not model CHECK constraints, so it neither emits them nor
-- proposes to drop them: later migrations leave them alone.
-- Enum columns are compared as text ("frequency"::text) so that Prisma's way of
-- changing an enum (a new type, then ALTER COLUMN ... TYPE) can rebuild the check.
-- The CREATE SCHEMA "public" line the engine emits for a first migration was removed:
-- the migration builds in whatever schema the connection's search_path names.
-- ---------------------------------------------------------------------------

ALTER TABLE "City"
    ADD CONSTRAINT "City_tier_check" CHECK ("tier" BETWEEN 1 AND 4),
    ADD CONSTRAINT "City_population_check" CHECK ("population" >= 0),
    ADD CONSTRAINT "City_latitude_check" CHECK ("latitude" BETWEEN -90 AND 90),
    ADD CONSTRAINT "City_longitude_check" CHECK ("longitude" BETWEEN -180 AND 180);

ALTER TABLE "Category"
    ADD CONSTRAINT "Category_price_range_check" CHECK ("minPriceCents" >= 0 AND "maxPriceCents" >= "minPriceCents");

ALTER TABLE "Provider"
    ADD CONSTRAINT "Provider_rating_check" CHECK ("rating" BETWEEN 0 AND 5),
    ADD CONSTRAINT "Provider_reviewCount_check" CHECK ("reviewCount" >= 0),
    ADD CONSTRAINT "Provider_startingPrice_check" CHECK ("startingPrice" >= 0),
    ADD CONSTRAINT "Provider_latitude_check" CHECK ("latitude" BETWEEN -90 AND 90),
    ADD CONSTRAINT "Provider_longitude_check" CHECK ("longitude" BETWEEN -180 AND 180);

-- Whole stars.
ALTER TABLE "Review"
    ADD CONSTRAINT "Review_rating_check" CHECK ("rating" BETWEEN 1 AND 5);

-- Prices are optional; a CHECK passes on NULL. Times are wall-clock "HH:MM", 24-hour.
ALTER TABLE "Booking"
    ADD CONSTRAINT "Booking_estimatedPrice_check" CHECK ("estimatedPrice" >= 0),
    ADD CONSTRAINT "Booking_actualPrice_check" CHECK ("actualPrice" >= 0),
    ADD CONSTRAINT "Booking_preferredTime_check" CHECK ("preferredTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

ALTER TABLE "TimeSlot"
    ADD CONSTRAINT "TimeSlot_period_check" CHECK ("endsAt" > "startsAt"),
    ADD CONSTRAINT "TimeSlot_durationMinutes_check" CHECK ("durationMinutes" > 0),
    ADD CONSTRAINT "TimeSlot_price_check" CHECK ("price" >= 0);

-- Weekly and biweekly schedules fall on a day of the week (0 = Sunday); monthly ones,
-- and only they, on a day of the month.
ALTER TABLE "RecurringSchedule"
    ADD CONSTRAINT "RecurringSchedule_dayOfWeek_check" CHECK ("dayOfWeek" BETWEEN 0 AND 6),
    ADD CONSTRAINT "RecurringSchedule_dayOfMonth_check" CHECK ("dayOfMonth" BETWEEN 1 AND 31),
    ADD CONSTRAINT "RecurringSchedule_day_check" CHECK (
        ("frequency"::text = 'MONTHLY') = ("dayOfMonth" IS NOT NULL)
        AND ("frequency"::text = 'MONTHLY' OR "dayOfWeek" IS NOT NULL)
    ),
    ADD CONSTRAINT "RecurringSchedule_estimatedPrice_check" CHECK ("estimatedPrice" >= 0),
    ADD CONSTRAINT "RecurringSchedule_totalBookings_check" CHECK ("totalBookings" >= 0),
    ADD CONSTRAINT "RecurringSchedule_preferredTime_check" CHECK ("preferredTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

-- Commission in basis points: 10000 = 100 %.
ALTER TABLE "Payment"
    ADD CONSTRAINT "Payment_totalAmount_check" CHECK ("totalAmount" >= 0),
    ADD CONSTRAINT "Payment_platformFee_check" CHECK ("platformFee" BETWEEN 0 AND "totalAmount"),
    ADD CONSTRAINT "Payment_platformCommissionBps_check" CHECK ("platformCommissionBps" BETWEEN 0 AND 10000);

ALTER TABLE "BusinessRegistration"
    ADD CONSTRAINT "BusinessRegistration_yearsInBusiness_check" CHECK ("yearsInBusiness" >= 0);

-- Sign-in looks e-mail addresses up lower-cased; the unique index then means what it says.
ALTER TABLE "User"
    ADD CONSTRAINT "User_email_check" CHECK ("email" = lower("email"));
