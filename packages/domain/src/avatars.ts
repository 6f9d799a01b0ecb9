/** Profile pictures people upload: the app shrinks them before sending, the server checks them. */

export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

/** The side of the square the app draws a chosen picture into. */
export const AVATAR_SIZE_PX = 256;
/** A 256-pixel square is tens of kilobytes; this leaves room and stops anything else. */
export const AVATAR_MAX_BYTES = 256 * 1024;

export const AVATAR_MESSAGES = {
  tooLarge: 'The picture is too large: it must be at most 256 KB',
  notImage: 'The file is not a PNG, JPEG or WebP picture',
  unreadable: 'That picture could not be read. Try another one.',
} as const;

/** Which picture format the bytes start with, whatever they claim to be. */
export function sniffAvatarType(bytes: Uint8Array): AvatarContentType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b)) {
    return 'image/webp';
  }
  return null;
}
