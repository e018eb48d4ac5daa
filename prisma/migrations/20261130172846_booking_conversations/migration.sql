-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'BOOKING_MESSAGE';

-- CreateTable
CREATE TABLE "BookingMessage" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "side" "BookingParty" NOT NULL,
    "authorId" INTEGER,
    "body" VARCHAR(2000) NOT NULL,
    "erasedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingConversationSide" (
    "bookingId" INTEGER NOT NULL,
    "side" "BookingParty" NOT NULL,
    "readUpTo" INTEGER NOT NULL DEFAULT 0,
    "readAt" TIMESTAMP(3),
    "notifiedAt" TIMESTAMP(3),

    CONSTRAINT "BookingConversationSide_pkey" PRIMARY KEY ("bookingId","side")
);

-- CreateIndex
CREATE INDEX "BookingMessage_bookingId_id_idx" ON "BookingMessage"("bookingId", "id");

-- AddForeignKey
ALTER TABLE "BookingMessage" ADD CONSTRAINT "BookingMessage_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingMessage" ADD CONSTRAINT "BookingMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingConversationSide" ADD CONSTRAINT "BookingConversationSide_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Only the booking's two sides write and read; a message says something until it is erased.
ALTER TABLE "BookingMessage" ADD CONSTRAINT "BookingMessage_side_check" CHECK ("side" IN ('CUSTOMER', 'PROVIDER'));
ALTER TABLE "BookingMessage" ADD CONSTRAINT "BookingMessage_body_check" CHECK ("erasedAt" IS NOT NULL OR length(btrim("body")) > 0);
ALTER TABLE "BookingConversationSide" ADD CONSTRAINT "BookingConversationSide_side_check" CHECK ("side" IN ('CUSTOMER', 'PROVIDER'));
ALTER TABLE "BookingConversationSide" ADD CONSTRAINT "BookingConversationSide_readUpTo_check" CHECK ("readUpTo" >= 0);
-- A deleted account's messages are found by author.
CREATE INDEX "BookingMessage_authorId_idx" ON "BookingMessage"("authorId");
