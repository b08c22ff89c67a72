import sharp from 'sharp';

/** What every demo picture shares: a diagonal gradient and whether it is stored as PNG or JPEG. */
export interface DemoGradient {
  from: string;
  to: string;
  format: 'png' | 'jpeg';
}

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Splits a name into lines of roughly `width` characters; past `maxLines`, the rest joins the last line. */
export const titleLines = (name: string, width: number, maxLines: number) => {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')]
    : lines;
};

/** An SVG of `width` x `height` filled with a top-left to bottom-right gradient, `body` drawn over it. */
export const gradientSvg = (
  width: number,
  height: number,
  colors: { from: string; to: string },
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${body}
</svg>`;

/** Renders the SVG with sharp to a real PNG, or to a JPEG flattened on the gradient's first color. */
export const renderSvg = async (svg: string, gradient: DemoGradient, jpegQuality = 82) => {
  const image = sharp(Buffer.from(svg));
  if (gradient.format === 'png') {
    return { data: await image.png().toBuffer(), extension: 'png', mime: 'image/png' };
  }
  const data = await image
    .flatten({ background: gradient.from })
    .jpeg({ quality: jpegQuality, mozjpeg: true })
    .toBuffer();
  return { data, extension: 'jpg', mime: 'image/jpeg' };
};
