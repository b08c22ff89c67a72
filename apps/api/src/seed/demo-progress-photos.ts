import { escapeXml, gradientSvg, renderSvg } from './demo-images.js';

const WIDTH = 360;
const HEIGHT = 480;
const PALETTES = [
  { from: '#3b4a6b', to: '#9aa7c7' },
  { from: '#4b3b5c', to: '#c2a6c9' },
  { from: '#2f4f4f', to: '#8fbcaa' },
];

/** A standing figure, narrower as the waist measurement falls, so a member's photos differ over the weeks. */
const silhouette = (waistScale: number) => {
  const waist = Math.round(46 * waistScale);
  const cx = WIDTH / 2;
  return `<circle cx="${cx}" cy="110" r="38" fill="#ffffff" fill-opacity="0.35"/>
  <path d="M ${cx - 70} 170 Q ${cx} 150 ${cx + 70} 170 L ${cx + waist} 300 L ${cx + 52} 430 L ${cx - 52} 430
    L ${cx - waist} 300 Z" fill="#ffffff" fill-opacity="0.35"/>`;
};

/**
 * A progress photo for a demo check-in: a plain silhouette on a gradient with the date and bodyweight written on
 * it, rendered by sharp to a real JPEG (what the photo upload stores).
 */
export const renderProgressPhoto = async (photo: {
  date: string;
  bodyweightKg: number | null;
  waistScale: number;
  palette: number;
}) => {
  const colors = PALETTES[photo.palette % PALETTES.length]!;
  const caption = photo.bodyweightKg === null ? photo.date : `${photo.date}  ${photo.bodyweightKg} kg`;
  const svg = gradientSvg(
    WIDTH,
    HEIGHT,
    colors,
    `${silhouette(photo.waistScale)}
  <text x="50%" y="${HEIGHT - 18}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="24" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>`,
  );
  return renderSvg(svg, { ...colors, format: 'jpeg' }, 80);
};
