/*
 * The reviews module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { reviewRoutes } from './reviews.routes'
export { createSeedReviews } from './reviews.service'
export { anonymiseReviewsOf, reviewsOf } from './personal-data'
