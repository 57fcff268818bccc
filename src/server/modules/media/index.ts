/*
 * The media module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { mediaFileRoutes, uploadRoutes } from './media.routes'
export {
  hasStoredImage,
  mediaUrl,
  type PreparedUpload,
  prepareUpload,
  type Rendition,
  savePreparedUpload,
  storeImages,
  storeRenderedImage,
} from './media.service'
export { type MultipartBody, readMultipart, type UploadedFile } from './multipart'
export { shareImageOf } from './share-images'
