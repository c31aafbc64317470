/** The dpi at which an image whose shorter side is `pixels` renders one pixel for each of its own: an image upload is taken as an A4 page. */
export const pixelForPixel = (pixels: number): number => (pixels * 25.4) / 210;
