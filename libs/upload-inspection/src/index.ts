export {
  ACCEPTED_MEDIA_TYPES,
  PDF_HEADER_WINDOW,
  acceptedMediaType,
  declaredMatches,
  sniffMediaType,
  type AcceptedMediaType,
} from './file-signature.js';
export { readImageSize, readJpegSize, readPngSize, readWebpSize, type ImageMediaType, type PixelSize } from './image-dimensions.js';
export {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  REFUSAL_MESSAGES,
  inspectUpload,
  refusalError,
  type PageSize,
  type UploadInspection,
  type UploadRefusalCode,
} from './inspect-upload.js';
export { assertRoomForUpload } from './session-limits.js';
