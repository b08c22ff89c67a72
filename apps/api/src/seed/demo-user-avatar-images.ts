import sharp from 'sharp';
import type { DemoUserAvatar } from './demo-user-avatars-data.js';

const SIZE = 512;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const initialsOf = (avatar: DemoUserAvatar) =>
  `${avatar.firstName.charAt(0)}${avatar.lastName.charAt(0)}`.toUpperCase();

const avatarSvg = (
  avatar: DemoUserAvatar,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${avatar.from}"/><stop offset="1" stop-color="${avatar.to}"/>
  </linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <circle cx="${SIZE * 0.82}" cy="${SIZE * 0.18}" r="${SIZE * 0.3}" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="${SIZE / 2}" cy="${SIZE * 0.4}" r="${SIZE * 0.17}" fill="#ffffff" fill-opacity="0.22"/>
  <ellipse cx="${SIZE / 2}" cy="${SIZE * 0.95}" rx="${SIZE * 0.34}" ry="${SIZE * 0.3}" fill="#ffffff" fill-opacity="0.22"/>
  <text x="50%" y="${SIZE * 0.46}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#ffffff">${escapeXml(
    initialsOf(avatar),
  )}</text>
</svg>`;

/** A real square PNG or JPEG profile picture for a demo user, rendered by sharp from SVG. */
export const renderDemoAvatar = async (avatar: DemoUserAvatar) => {
  const image = sharp(Buffer.from(avatarSvg(avatar)));
  if (avatar.format === 'png') {
    return { data: await image.png().toBuffer(), extension: 'png', mime: 'image/png' };
  }
  const data = await image
    .flatten({ background: avatar.from })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return { data, extension: 'jpg', mime: 'image/jpeg' };
};
