import type { DemoUserAvatar } from './demo-user-avatars-data.js';
import { escapeXml, gradientSvg, renderSvg } from './demo-images.js';

const SIZE = 512;

const initialsOf = (avatar: DemoUserAvatar) =>
  `${avatar.firstName.charAt(0)}${avatar.lastName.charAt(0)}`.toUpperCase();

const avatarSvg = (avatar: DemoUserAvatar) =>
  gradientSvg(
    SIZE,
    SIZE,
    avatar,
    `<circle cx="${SIZE * 0.82}" cy="${SIZE * 0.18}" r="${SIZE * 0.3}" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="${SIZE / 2}" cy="${SIZE * 0.4}" r="${SIZE * 0.17}" fill="#ffffff" fill-opacity="0.22"/>
  <ellipse cx="${SIZE / 2}" cy="${SIZE * 0.95}" rx="${SIZE * 0.34}" ry="${SIZE * 0.3}" fill="#ffffff" fill-opacity="0.22"/>
  <text x="50%" y="${SIZE * 0.46}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#ffffff">${escapeXml(
    initialsOf(avatar),
  )}</text>`,
  );

/** A real square PNG or JPEG profile picture for a demo user, rendered by sharp from SVG. */
export const renderDemoAvatar = async (avatar: DemoUserAvatar) => renderSvg(avatarSvg(avatar), avatar, 85);
