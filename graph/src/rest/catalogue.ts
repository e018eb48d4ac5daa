import { Hono } from "hono";
import { listCategories } from "../services/categories/categories.ts";
import { formatPriceRange } from "../services/categories/price-range.ts";
import { listRecentReviews } from "../services/reviews/reviews.ts";
import type { RestEnv } from "./env.ts";

/** Read-only catalogue endpoints of spec section 7. */
export const catalogueRoutes = new Hono<RestEnv>()
  .get("/categories", async (c) => {
    const categories = await listCategories(c.var.ctx);
    return c.json(
      categories.map((category) => ({
        id: category.id,
        slug: category.slug,
        name: category.name,
        description: category.description,
        priceRange: formatPriceRange(category.minPriceCents, category.maxPriceCents),
      })),
    );
  })
  .get("/reviews/recent", async (c) => {
    const reviews = await listRecentReviews(
      c.var.ctx,
      { first: c.req.query("limit") },
      { include: { provider: { select: { id: true, name: true } } } },
    );
    return c.json(
      reviews.map((review) => ({
        id: review.id,
        customerName: review.customerName,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt.toISOString(),
        providerId: review.provider.id,
        providerName: review.provider.name,
      })),
    );
  });
