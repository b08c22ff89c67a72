import type { DemoImage } from './demo-community-data.js';
import { escapeXml, gradientSvg, renderSvg } from './demo-images.js';

const WIDTH = 1200;
const HEIGHT = 900;

const imageSvg = (image: DemoImage) =>
  gradientSvg(
    WIDTH,
    HEIGHT,
    image,
    `<circle cx="${WIDTH - 180}" cy="170" r="240" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="140" cy="${HEIGHT - 90}" r="200" fill="#ffffff" fill-opacity="0.07"/>
  <text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="#ffffff">${escapeXml(image.title)}</text>
  <text x="${WIDTH / 2}" y="${HEIGHT / 2 + 90}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#ffffff" fill-opacity="0.9">${escapeXml(image.caption)}</text>`,
  );

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A real PNG or JPEG picture for a demo post: a gradient with a title and a caption (sharp from SVG). */
export const renderDemoPostImage = async (image: DemoImage) => {
  const rendered = await renderSvg(imageSvg(image), image);
  return { ...rendered, originalName: `${slug(image.title) || 'photo'}.${rendered.extension}` };
};
