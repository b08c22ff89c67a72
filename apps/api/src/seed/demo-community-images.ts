import sharp from 'sharp';
import type { DemoImage } from './demo-community-data.js';

const WIDTH = 1200;
const HEIGHT = 900;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const imageSvg = (
  image: DemoImage,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${image.from}"/><stop offset="1" stop-color="${image.to}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${WIDTH - 180}" cy="170" r="240" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="140" cy="${HEIGHT - 90}" r="200" fill="#ffffff" fill-opacity="0.07"/>
  <text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="#ffffff">${escapeXml(image.title)}</text>
  <text x="${WIDTH / 2}" y="${HEIGHT / 2 + 90}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#ffffff" fill-opacity="0.9">${escapeXml(image.caption)}</text>
</svg>`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A real PNG or JPEG picture for a demo post: a gradient with a title and a caption (sharp from SVG). */
export const renderDemoPostImage = async (image: DemoImage) => {
  const picture = sharp(Buffer.from(imageSvg(image)));
  const png = image.format === 'png';
  const data = png
    ? await picture.png().toBuffer()
    : await picture.flatten({ background: image.from }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const extension = png ? 'png' : 'jpg';
  return {
    data,
    extension,
    mime: png ? 'image/png' : 'image/jpeg',
    originalName: `${slug(image.title) || 'photo'}.${extension}`,
  };
};
