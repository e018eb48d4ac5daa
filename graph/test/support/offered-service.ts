// Makes a seeded provider offer a service for a test that books it, at the provider's
// starting price: what the test then expects the booking to cost.
import type { PrismaClient } from "../../src/generated/prisma/client.ts";

export async function offerServiceAtStartingPrice(
  prisma: PrismaClient,
  providerId: number,
  slug: string,
): Promise<void> {
  const [category, provider] = await Promise.all([
    prisma.category.findUniqueOrThrow({ where: { slug } }),
    prisma.provider.findUniqueOrThrow({ where: { id: providerId }, select: { startingPrice: true } }),
  ]);
  await prisma.providerCategory.upsert({
    where: { providerId_categoryId: { providerId, categoryId: category.id } },
    create: { providerId, categoryId: category.id, priceCents: provider.startingPrice },
    update: { priceCents: provider.startingPrice },
  });
}
