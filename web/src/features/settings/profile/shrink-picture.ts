import { AVATAR_MESSAGES, AVATAR_SIZE_PX, type AvatarContentType } from '@habitat/domain';

export interface ShrunkPicture {
  contentType: AvatarContentType;
  /** base64, as the upload takes it. */
  data: string;
  /** For the preview. */
  dataUrl: string;
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * A chosen photo as a profile picture: the middle square, drawn at 256 pixels (turned upright from
 * its EXIF orientation) and encoded as WebP, or JPEG where the browser cannot write WebP. A 12 MB
 * phone photo becomes tens of kilobytes, so the upload is quick on a train; and what reaches the
 * server is a picture this browser drew, never the file's own bytes.
 */
export async function shrinkPicture(file: Blob): Promise<ShrunkPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(AVATAR_MESSAGES.unreadable);
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context || side === 0) throw new Error(AVATAR_MESSAGES.unreadable);
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE_PX,
    AVATAR_SIZE_PX,
  );
  bitmap.close();
  const webp = await toBlob(canvas, 'image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg');
  if (!blob) throw new Error(AVATAR_MESSAGES.unreadable);
  const dataUrl = await readAsDataUrl(blob);
  return {
    contentType: blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg',
    data: dataUrl.slice(dataUrl.indexOf(',') + 1),
    dataUrl,
  };
}
