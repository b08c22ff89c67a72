import sharp from 'sharp';
import { formatEnumLabel } from '@coachboard/contract';
import type { DemoProgram } from './demo-programs-data.js';

const WIDTH = 1200;
const HEIGHT = 675;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Splits a name into at most two lines of roughly `width` characters. */
const titleLines = (name: string, width = 22) => {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0] ?? '', lines.slice(1).join(' ')] : lines;
};

const coverSvg = (program: DemoProgram, colors: { from: string; to: string }) => {
  const lines = titleLines(program.name)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 92}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${WIDTH - 160}" cy="140" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${WIDTH - 60}" cy="${HEIGHT - 40}" r="180" fill="#ffffff" fill-opacity="0.10"/>
  <rect x="80" y="${HEIGHT - 150}" width="${program.durationWeeks * 40}" height="14" rx="7" fill="#ffffff" fill-opacity="0.55"/>
  <text x="80" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="600" fill="#ffffff" fill-opacity="0.85">${escapeXml(
    `${formatEnumLabel(program.programType)} · ${formatEnumLabel(program.difficultyLevel)}`,
  )}</text>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="78" font-weight="700" fill="#ffffff">${lines}</text>
  <text x="80" y="${HEIGHT - 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#ffffff" fill-opacity="0.9">${program.durationWeeks} weeks · ${program.trainingDaysPerWeek} days a week · ${escapeXml(program.workoutDuration)}</text>
</svg>`;
};

/** A real PNG or JPEG cover: a gradient with the program's name (rendered by sharp from SVG). */
export const renderDemoCover = async (program: DemoProgram) => {
  if (!program.image) return null;
  const image = sharp(Buffer.from(coverSvg(program, program.image)));
  const data =
    program.image.format === 'png'
      ? await image.png().toBuffer()
      : await image
          .flatten({ background: program.image.from })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
  const extension = program.image.format === 'png' ? 'png' : 'jpg';
  return { data, extension, mime: program.image.format === 'png' ? 'image/png' : 'image/jpeg' };
};
