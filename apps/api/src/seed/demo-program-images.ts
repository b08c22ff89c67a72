import { formatEnumLabel } from '@coachboard/contract';
import type { DemoProgram } from './demo-programs-data.js';
import { escapeXml, gradientSvg, renderSvg, titleLines } from './demo-images.js';

const WIDTH = 1200;
const HEIGHT = 675;

const coverSvg = (program: DemoProgram, colors: { from: string; to: string }) => {
  const lines = titleLines(program.name, 22, 2)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 92}">${escapeXml(line)}</tspan>`)
    .join('');
  return gradientSvg(
    WIDTH,
    HEIGHT,
    colors,
    `<circle cx="${WIDTH - 160}" cy="140" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${WIDTH - 60}" cy="${HEIGHT - 40}" r="180" fill="#ffffff" fill-opacity="0.10"/>
  <rect x="80" y="${HEIGHT - 150}" width="${program.durationWeeks * 40}" height="14" rx="7" fill="#ffffff" fill-opacity="0.55"/>
  <text x="80" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="600" fill="#ffffff" fill-opacity="0.85">${escapeXml(
    `${formatEnumLabel(program.programType)} · ${formatEnumLabel(program.difficultyLevel)}`,
  )}</text>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="78" font-weight="700" fill="#ffffff">${lines}</text>
  <text x="80" y="${HEIGHT - 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#ffffff" fill-opacity="0.9">${program.durationWeeks} weeks · ${program.trainingDaysPerWeek} days a week · ${escapeXml(program.workoutDuration)}</text>`,
  );
};

/** A real PNG or JPEG cover: a gradient with the program's name (rendered by sharp from SVG). */
export const renderDemoCover = async (program: DemoProgram) => {
  if (!program.image) return null;
  return renderSvg(coverSvg(program, program.image), program.image);
};
