/** Image limits of spec §5 (the server checks them again). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_MIN_SIDE = 128;
export const PICTURE_MAX_SIDE = 512;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

export type Area = { x: number; y: number; width: number; height: number };

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be read'));
    image.src = src;
  });
}

/** The chosen square, scaled down to at most 512×512, as a PNG. */
export async function cropToSquare(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.min(PICTURE_MAX_SIDE, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}
