import type { CheckInChange } from '@coachboard/contract';

const signed = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A measurement with its unit: '79.4 kg'. */
export const formatMeasure = (value: number, unit: string) => `${plain.format(value)} ${unit}`;

/** A change with its sign and unit: '+0.4 kg', '-1.5 cm', '0 kg'. */
export const formatChange = (change: CheckInChange, unit: string) =>
  `${signed.format(change.change)} ${unit}`;
