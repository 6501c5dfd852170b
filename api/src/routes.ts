import type { ApiApp } from './http/app-types.js';
import { authRoutes } from './auth/routes.js';
import { seasonRoutes } from './seasons/routes.js';
import { categoryRoutes } from './categories/routes.js';
import { packageRoutes } from './packages/routes.js';
import { availabilityRoutes } from './availability/routes.js';
import { holidayRoutes } from './holidays/routes.js';
import { settingRoutes } from './settings/routes.js';
import { storageRoutes } from './storage/routes.js';
import { galleryRoutes } from './gallery/routes.js';
import { couponRoutes } from './coupons/routes.js';
import { newsRoutes } from './news/routes.js';
import { bookingRoutes } from './bookings/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { userRoutes } from './users/routes.js';

/** Every area's routes, mounted under /api/v1. One line per area. */
export async function areaRoutes(app: ApiApp): Promise<void> {
  await app.register(authRoutes);
  await app.register(seasonRoutes);
  await app.register(categoryRoutes);
  await app.register(packageRoutes);
  await app.register(availabilityRoutes);
  await app.register(holidayRoutes);
  await app.register(settingRoutes);
  await app.register(storageRoutes);
  await app.register(galleryRoutes);
  await app.register(couponRoutes);
  await app.register(newsRoutes);
  await app.register(bookingRoutes);
  await app.register(dashboardRoutes);
  await app.register(userRoutes);
}
